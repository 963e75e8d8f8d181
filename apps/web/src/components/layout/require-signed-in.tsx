'use client';
import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { loginUrl } from '@/features/auth/flow/return-url';
import { takeSessionEnded } from '@/features/auth/session-ended';
import { useAppRouter } from '../route-progress/use-app-router';
import { FullScreenLoading } from '../full-screen-loading';
import { isSigningOut } from './sign-out-in-progress';

/**
 * The server already turns signed-out visitors away; this covers sessions that end while the
 * page is open, and keeps a user without MFA on the setup page until it is done.
 */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const router = useAppRouter();
  const pathname = usePathname();
  const blocked = !state.isAuthenticated || state.mfaSetupRequired;
  useEffect(() => {
    if (isSigningOut()) return;
    if (!state.isAuthenticated)
      router.replace(
        loginUrl({ returnUrl: pathname, reason: takeSessionEnded() ? 'session_ended' : undefined }),
      );
    else if (state.mfaSetupRequired) router.replace('/mfa-setup');
  }, [state.isAuthenticated, state.mfaSetupRequired, pathname, router]);
  return blocked ? <FullScreenLoading /> : children;
}
