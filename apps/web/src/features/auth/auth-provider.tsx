'use client';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { whenIdleOrEngaged } from '@/components/when-idle-or-engaged';
import type { PublicConfig } from '@/server/public-config-type';
import { createAuthActions } from './auth-actions';
import { AuthContext, type AuthContextValue } from './auth-context';
import { onIdentitySessionEnded, preloadIdentity, provideIdentityConfig } from './load-identity';
import { authReducer } from './state/auth-reducer';
import { useSignInChallengeForTab } from './use-sign-in-challenge-for-tab';
import { initialAuthState } from './state/auth-state';

/**
 * The app's user record, with its trial, starts at the first completed sign-in, whichever page
 * follows (decision 007). Fire and forget: if it fails, the next sign-in or `user.me` creates it.
 */
function recordSignIn(): void {
  import('@/trpc/record-sign-in')
    .then(({ recordSignIn: record }) => record())
    .catch(() => undefined);
}

interface AuthProviderProps {
  config: PublicConfig;
  /** From the request's cookies: false proves nobody is signed in, so Amplify can wait. */
  hasStoredSession: boolean;
  children: ReactNode;
}

/**
 * Holds the auth state of docs/product.md §4 "Auth state"; nothing below renders until the
 * session is known. A request without stored tokens is known to be signed out on the server,
 * so the page is complete in its HTML (forms keep what is typed before the script runs and
 * hold back an early submit: `components/form/form.tsx`); with stored tokens the server sends
 * the loading view and the browser looks the session up.
 */
export function AuthProvider({ config, hasStoredSession, children }: AuthProviderProps) {
  if (typeof window !== 'undefined') provideIdentityConfig(config);
  // The session is looked up once per page load; later renders of the layout do not repeat it.
  const [storedSessionAtLoad] = useState(hasStoredSession);
  const [state, dispatch] = useReducer(authReducer, storedSessionAtLoad, initialAuthState);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => onIdentitySessionEnded(() => dispatch({ type: 'LOGOUT' })), []);
  useSignInChallengeForTab(state.signInChallenge, dispatch);

  // Signed out: the identity client downloads once the page is idle or in use.
  useEffect(() => {
    if (storedSessionAtLoad) return;
    return whenIdleOrEngaged(preloadIdentity);
  }, [storedSessionAtLoad]);

  const actions = useMemo(
    () =>
      createAuthActions({
        dispatch,
        getState: () => stateRef.current,
        appName: config.appName,
        onSignedIn: recordSignIn,
        nowInMs: () => Date.now(),
      }),
    [config.appName],
  );

  useEffect(() => {
    if (!storedSessionAtLoad) return;
    let cancelled = false;
    void actions.restoreSession().then((signedIn) => {
      if (cancelled) return;
      dispatch({
        type: 'INITIALIZE',
        isAuthenticated: signedIn !== null,
        user: signedIn?.user ?? null,
      });
      if (signedIn && !signedIn.hasTotp) dispatch({ type: 'REQUIRE_MFA_SETUP' });
    });
    return () => {
      cancelled = true;
    };
  }, [storedSessionAtLoad, actions]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...actions, state, appName: config.appName }),
    [actions, state, config.appName],
  );

  if (!state.isInitialized) return <FullScreenLoading />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
