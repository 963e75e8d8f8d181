'use client';
import { useCallback } from 'react';
import type { ActionOutcome, FormControls } from '@/components/form/use-form';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from './auth-context';
import { isMfaSessionExpired, isWrongCode } from './flow/auth-errors';
import { AUTH_MESSAGES } from './flow/messages';
import { loginUrl } from './flow/return-url';

/**
 * docs/product.md §8 "Sign-in session gone during MFA": when the 3-minute sign-in session ends
 * during MFA, say so, sign out for safety and send the person to sign in again, telling the
 * login page why.
 */
function useMfaSessionExpiry(during: 'setup' | 'verify') {
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

/**
 * The refusals both MFA forms answer alike: a wrong code goes under the code field, an expired
 * sign-in session signs out (above). Null for any other error, which the form reports itself.
 */
export function useMfaCodeRefusal(during: 'setup' | 'verify') {
  const expire = useMfaSessionExpiry(during);
  return useCallback(
    async (error: unknown, form: FormControls<{ code: string }>): Promise<ActionOutcome | null> => {
      if (isWrongCode(error)) {
        form.setFieldError('code', AUTH_MESSAGES.invalidMfaCode);
        return 'stay';
      }
      if (!isMfaSessionExpired(error)) return null;
      await expire();
      return 'leaving';
    },
    [expire],
  );
}
