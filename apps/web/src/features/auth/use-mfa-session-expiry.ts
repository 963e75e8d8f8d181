'use client';
import { useCallback } from 'react';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from './auth-context';
import { AUTH_MESSAGES } from './flow/messages';
import { loginUrl } from './flow/return-url';

/**
 * SPEC §8: when the 3-minute sign-in session ends during MFA, say so, sign out for safety and
 * send the person to sign in again, telling the login page why.
 */
export function useMfaSessionExpiry(during: 'setup' | 'verify') {
  const { logout } = useAuth();
  const toast = useToast();
  const router = useAppRouter();
  return useCallback(async () => {
    toast.error(
      during === 'setup'
        ? AUTH_MESSAGES.sessionExpiredDuringSetup
        : AUTH_MESSAGES.sessionExpiredDuringVerify,
    );
    await logout().catch(() => undefined);
    router.replace(
      loginUrl({
        reason: 'session_expired',
        returnUrl: during === 'setup' ? '/mfa-setup' : '/mfa-verify',
      }),
    );
  }, [during, logout, router, toast]);
}
