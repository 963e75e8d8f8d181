'use client';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import type { AuthStep } from './auth-actions';
import { destinationAfterLogin, sanitizeReturnUrl } from './flow/return-url';

function withReturnUrl(path: string, returnUrl: string): string {
  return returnUrl === '/' ? path : `${path}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Sends the person where an auth step leads, carrying a safe returnUrl along. */
export function useAuthNavigation() {
  const router = useAppRouter();
  const returnUrl = sanitizeReturnUrl(useSearchParams().get('returnUrl'));

  const go = useCallback(
    (step: AuthStep, username = '') => {
      switch (step.kind) {
        case 'signed-in':
          return router.replace(destinationAfterLogin(returnUrl));
        case 'mfa-verify':
          return router.push(withReturnUrl('/mfa-verify', returnUrl));
        case 'mfa-setup':
        case 'signed-in-needs-mfa-setup':
          return router.push(withReturnUrl('/mfa-setup', returnUrl));
        case 'confirm-sign-up':
          return router.push(
            `/confirm-signup?username=${encodeURIComponent(username)}&reason=unconfirmed`,
          );
        case 'reset-password':
          return router.push(
            `/forgot-password?username=${encodeURIComponent(username)}&reason=reset_required`,
          );
        case 'error':
          return undefined;
      }
    },
    [returnUrl, router],
  );
  /**
   * After the authenticator is set up, on either path: the new recovery codes come first, then
   * the page the sign-in was for (the codes page carries the returnUrl on).
   */
  const goToNewRecoveryCodes = useCallback(
    () => router.replace(withReturnUrl('/recovery-codes', destinationAfterLogin(returnUrl))),
    [returnUrl, router],
  );
  return { go, goToNewRecoveryCodes, returnUrl };
}
