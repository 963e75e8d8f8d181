'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { useAppRouter } from '../route-progress/use-app-router';
import { useToast } from '../toast/toast-context';
import { runSignOut } from './sign-out-in-progress';

/** Signs out here or on every device, forgets cached data and goes to the login page. */
export function useSignOut() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const router = useAppRouter();
  const toast = useToast();
  return useCallback(
    (global: boolean) =>
      runSignOut(async () => {
        try {
          await logout({ global });
        } catch {
          toast.error('We could not reach the sign-in service; you are signed out on this device.');
        }
        queryClient.clear();
        router.replace(`/login?reason=${global ? 'signed_out_everywhere' : 'signed_out'}`);
      }),
    [logout, queryClient, router, toast],
  );
}
