'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { runSignOut } from '@/components/layout/sign-out-in-progress';
import { useAuth } from '@/features/auth/auth-context';
import { loginUrl } from '@/features/auth/flow/return-url';

function isUnauthorized(error: unknown): boolean {
  return (error as { data?: { code?: unknown } } | null)?.data?.code === 'UNAUTHORIZED';
}

/**
 * When the data API says the session is no longer valid (for example after "sign out
 * everywhere" on another device), sign out here too instead of showing broken pages.
 */
export function SessionEndedWatcher() {
  const queryClient = useQueryClient();
  const { logout, state } = useAuth();
  const router = useAppRouter();
  const signedIn = state.isAuthenticated;
  useEffect(() => {
    if (!signedIn) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type !== 'updated' ||
        event.action.type !== 'error' ||
        !isUnauthorized(event.action.error)
      )
        return;
      const returnUrl = window.location.pathname;
      void runSignOut(async () => {
        queryClient.clear();
        await logout().catch(() => undefined);
        router.replace(loginUrl({ reason: 'session_ended', returnUrl }));
      });
    });
  }, [queryClient, logout, router, signedIn]);
  return null;
}
