'use client';
import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';
import { AUTH_MESSAGES } from './flow/messages';
import { buildTotpSetupUri } from './flow/totp-setup-uri';
import { loadIdentity } from './load-identity';

export type TotpSetupDetails =
  | { status: 'loading' }
  | { status: 'ready'; path: 'challenge' | 'signed-in'; secretCode: string; qrCodeUrl: string }
  | { status: 'not-needed' }
  | { status: 'no-session' }
  | { status: 'failed'; message: string };

/**
 * The secret to show: from the sign-in challenge when there is one, otherwise a new one asked
 * for on behalf of a signed-in user who has no MFA yet.
 */
export function useTotpSetupDetails(): TotpSetupDetails {
  const { state, appName } = useAuth();
  const challenge = !state.isAuthenticated ? state.mfaSetupData : null;
  const needsSignedInSetup = state.isAuthenticated && state.mfaSetupRequired;
  const username = state.user?.username ?? '';
  const [signedIn, setSignedIn] = useState<TotpSetupDetails>({ status: 'loading' });

  useEffect(() => {
    if (!needsSignedInSetup) return;
    let cancelled = false;
    loadIdentity()
      .then(({ startTotpSetup }) => startTotpSetup())
      .then((secret) => {
        if (cancelled) return;
        const qrCodeUrl = buildTotpSetupUri({ appName, username, secret });
        setSignedIn({ status: 'ready', path: 'signed-in', secretCode: secret, qrCodeUrl });
      })
      .catch(() => {
        if (!cancelled) setSignedIn({ status: 'failed', message: AUTH_MESSAGES.setUpTotpFailed });
      });
    return () => {
      cancelled = true;
    };
  }, [needsSignedInSetup, appName, username]);

  if (challenge?.secretCode && challenge.qrCodeUrl)
    return {
      status: 'ready',
      path: 'challenge',
      secretCode: challenge.secretCode,
      qrCodeUrl: challenge.qrCodeUrl,
    };
  if (needsSignedInSetup) return signedIn;
  return state.isAuthenticated ? { status: 'not-needed' } : { status: 'no-session' };
}
