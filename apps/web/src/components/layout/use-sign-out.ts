'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { useAppRouter } from '../route-progress/use-app-router';
import { useToast } from '../toast/toast-context';
import { runSignOut } from './sign-out-in-progress';

/**
 * Signs out here or on every device, forgets cached data and goes to the login page (through
 * the hosted domain's /logout after a hosted sign-in). Everywhere
 * goes through the app server, which ends every session and records it; this browser then
 * signs out like any other.
 */
export function useSignOut() {
  const { logout, signOutEverywhere } = useAuth();
  const queryClient = useQueryClient();
  const router = useAppRouter();
  const toast = useToast();
  return useCallback(
    (global: boolean) =>
      runSignOut(async () => {
        let everywhere = false;
        try {
          if (global) everywhere = await signOutEverywhere().then(() => true);
          const { leaving } = await logout({ global: false });
          // The hosted sign-out brings the browser back to /login; until it has left, the
          // sign-out stays in progress so no page guard navigates elsewhere.
          if (leaving) return new Promise<void>(() => undefined);
        } catch {
          await logout({ global: false }).catch(() => undefined);
          toast.error('We could not reach the sign-in service; you are signed out on this device.');
        }
        queryClient.clear();
        router.replace(`/login?reason=${everywhere ? 'signed_out_everywhere' : 'signed_out'}`);
      }),
    [logout, signOutEverywhere, queryClient, router, toast],
  );
}
