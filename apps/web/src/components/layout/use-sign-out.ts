'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { useAppRouter } from '../route-progress/use-app-router';
import { useToast } from '../toast/toast-context';

let signingOut = false;

/** True while a deliberate sign-out runs, so page guards leave the redirect to it. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Signs out here or on every device, forgets cached data and goes to the login page. */
export function useSignOut() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const router = useAppRouter();
  const toast = useToast();
  return useCallback(
    async (global: boolean) => {
      signingOut = true;
      try {
        await logout({ global });
      } catch {
        toast.error('We could not reach the sign-in service; you are signed out on this device.');
      } finally {
        queryClient.clear();
        router.replace(`/login?reason=${global ? 'signed_out_everywhere' : 'signed_out'}`);
        window.setTimeout(() => (signingOut = false), 1000);
      }
    },
    [logout, queryClient, router, toast],
  );
}
