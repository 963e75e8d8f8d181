'use client';
import { Hub } from 'aws-amplify/utils';
import { useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { FullScreenLoading } from '@/components/full-screen-loading';
import type { PublicConfig } from '@/server/public-config-type';
import { createAuthActions } from './auth-actions';
import { AuthContext, type AuthContextValue } from './auth-context';
import { configureAmplify } from './amplify/configure-amplify';
import { loadSignedInUser } from './amplify/session';
import { signOutOfIdentity } from './amplify/sign-in';
import { errorName } from './flow/auth-errors';
import { markSessionEnded } from './session-ended';
import { authReducer } from './state/auth-reducer';
import { INITIAL_AUTH_STATE } from './state/auth-state';

/** Holds the auth state of SPEC §4; nothing below renders until the session is known. */
export function AuthProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  if (typeof window !== 'undefined') configureAmplify(config);
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    let cancelled = false;
    loadSignedInUser()
      .catch(async (error: unknown) => {
        // Tokens that the identity service refuses (revoked by "sign out everywhere") are
        // dropped here, so this browser stops presenting them.
        if (errorName(error) === 'NotAuthorizedException') {
          markSessionEnded();
          await signOutOfIdentity({ global: false }).catch(() => undefined);
        }
        return null;
      })
      .then((signedIn) => {
        if (cancelled) return;
        dispatch({
          type: 'INITIALIZE',
          isAuthenticated: signedIn !== null,
          user: signedIn?.user ?? null,
        });
        if (signedIn && !signedIn.hasTotp) dispatch({ type: 'REQUIRE_MFA_SETUP' });
      });
    // Another tab signing out, or a refresh token that no longer works, ends this session too.
    const stopListening = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure')
        dispatch({ type: 'LOGOUT' });
    });
    return () => {
      cancelled = true;
      stopListening();
    };
  }, []);

  const actions = useMemo(
    () =>
      createAuthActions({ dispatch, getState: () => stateRef.current, appName: config.appName }),
    [config.appName],
  );
  const value = useMemo<AuthContextValue>(
    () => ({ ...actions, state, appName: config.appName }),
    [actions, state, config.appName],
  );

  if (!state.isInitialized) return <FullScreenLoading />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
