'use client';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { FullScreenLoading } from '@/components/full-screen-loading';
import { whenIdleOrEngaged } from '@/components/when-idle-or-engaged';
import type { PublicConfig } from '@/server/public-config-type';
import { createAuthActions } from './auth-actions';
import { AuthContext, type AuthContextValue } from './auth-context';
import { onIdentitySessionEnded, preloadIdentity, provideIdentityConfig } from './load-identity';
import { authReducer } from './state/auth-reducer';
import { INITIAL_AUTH_STATE } from './state/auth-state';

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
 * session is known. The server always renders the loading view: a form in the HTML before its
 * script runs would drop what was typed into it and could submit natively, putting a password
 * in the URL.
 */
export function AuthProvider({ config, hasStoredSession, children }: AuthProviderProps) {
  if (typeof window !== 'undefined') provideIdentityConfig(config);
  // The session is looked up once per page load; later renders of the layout do not repeat it.
  const [storedSessionAtLoad] = useState(hasStoredSession);
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => onIdentitySessionEnded(() => dispatch({ type: 'LOGOUT' })), []);

  // Before the first paint after hydration, so a signed-out visitor never sees the loading view
  // from the browser's side; the identity client downloads once the page is idle or in use.
  useLayoutEffect(() => {
    if (storedSessionAtLoad) return;
    dispatch({ type: 'INITIALIZE', isAuthenticated: false, user: null });
    return whenIdleOrEngaged(preloadIdentity);
  }, [storedSessionAtLoad]);

  const actions = useMemo(
    () =>
      createAuthActions({
        dispatch,
        getState: () => stateRef.current,
        appName: config.appName,
        onSignedIn: recordSignIn,
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
