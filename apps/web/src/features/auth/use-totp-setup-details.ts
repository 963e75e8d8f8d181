'use client';
import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';
import { AUTH_MESSAGES } from './flow/messages';

export type TotpSetupDetails =
  | { status: 'loading' }
  | { status: 'ready'; path: 'challenge' | 'signed-in'; secretCode: string; qrCodeUrl: string }
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
  const setup = state.mfaSetupData;
  const needsSignedInSetup = state.isAuthenticated && state.mfaSetupRequired;
  const hasSecret = Boolean(setup?.secretCode);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!needsSignedInSetup || hasSecret) return;
    let cancelled = false;
    prepareSignedInTotpSetup().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [needsSignedInSetup, hasSecret, prepareSignedInTotpSetup]);

  if (setup?.secretCode && setup.qrCodeUrl && (needsSignedInSetup || !state.isAuthenticated))
    return {
      status: 'ready',
      path: state.isAuthenticated ? 'signed-in' : 'challenge',
      secretCode: setup.secretCode,
      qrCodeUrl: setup.qrCodeUrl,
    };
  if (needsSignedInSetup)
    return failed
      ? { status: 'failed', message: AUTH_MESSAGES.setUpTotpFailed }
      : { status: 'loading' };
  return state.isAuthenticated ? { status: 'not-needed' } : { status: 'no-session' };
}
