'use client';
import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';
import { AUTH_MESSAGES } from './flow/messages';
import { totpSetupPath, type TotpSetupPath } from './state/totp-setup-path';

export type TotpSetupDetails =
  | { status: 'loading' }
  | { status: 'ready'; path: TotpSetupPath; secretCode: string; qrCodeUrl: string }
  | { status: 'not-needed' }
  | { status: 'no-session' }
  | { status: 'failed'; message: string };

/**
 * The secret to show: from the sign-in challenge when there is one, otherwise the one asked for
 * on behalf of a signed-in user who has no MFA yet. Either way it lives in the auth state, so
 * it stays the same until the setup is finished, whichever pages the user visits meanwhile.
 */
export function useTotpSetupDetails(): TotpSetupDetails {
  const { state, prepareSignedInTotpSetup } = useAuth();
  const path = totpSetupPath(state);
  const { secretCode, qrCodeUrl } = state.mfaSetupData ?? {};
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (path !== 'signed-in' || secretCode) return;
    let cancelled = false;
    prepareSignedInTotpSetup().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [path, secretCode, prepareSignedInTotpSetup]);

  if (!path) return state.isAuthenticated ? { status: 'not-needed' } : { status: 'no-session' };
  if (secretCode && qrCodeUrl) return { status: 'ready', path, secretCode, qrCodeUrl };
  // A sign-in challenge always brings its secret; only the signed-in path waits for one.
  if (failed || path === 'challenge')
    return { status: 'failed', message: AUTH_MESSAGES.setUpTotpFailed };
  return { status: 'loading' };
}
