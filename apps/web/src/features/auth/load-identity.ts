import type { PublicConfig } from '@/server/public-config-type';
import type * as IdentityClientModule from './amplify';
import { isHostedSignInReturn } from './hosted/hosted-sign-in';
import { recordHostedSignInEvent } from './hosted/hosted-sign-in-events';
import { hasStoredSession } from './stored-session';

type IdentityClient = typeof IdentityClientModule;

let config: PublicConfig | null = null;
let loading: Promise<IdentityClient> | null = null;
const sessionEndListeners = new Set<() => void>();

/** The pool the page was rendered for; the auth provider gives it before anything loads. */
export function provideIdentityConfig(next: PublicConfig): void {
  config = next;
}

/** Called when Amplify reports a sign-out or a failed token refresh. */
export function onIdentitySessionEnded(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * The identity client (Amplify), downloaded on first use and configured once, with the
 * session-end listener in place before any call can run.
 */
export function loadIdentity(): Promise<IdentityClient> {
  loading ??= Promise.all([import('./amplify'), returningFromHostedSignIn() ? loadOAuth() : null])
    .then(([client]) => {
      if (!config) throw new Error('Auth UserPool not configured.');
      // Before configuring: that is when Amplify finishes a hosted sign-in and tells the Hub.
      client.listenForHostedSignIn(recordHostedSignInEvent);
      client.configureAmplify(config);
      client.listenForSessionEnd(() => sessionEndListeners.forEach((listener) => listener()));
      return client;
    })
    .catch((error: unknown) => {
      // A failed download (offline for a moment) is tried again on the next call.
      loading = null;
      throw error;
    });
  return loading;
}

/** Amplify's OAuth code (a chunk of its own), after the identity client is configured. */
export async function loadHostedSignIn() {
  const [oauth] = await Promise.all([loadOAuth(), loadIdentity()]);
  return oauth;
}

function loadOAuth() {
  return import('./amplify/oauth');
}

function returningFromHostedSignIn(): boolean {
  if (typeof window === 'undefined') return false;
  const { pathname, search } = window.location;
  return isHostedSignInReturn(pathname, new URLSearchParams(search));
}

/** Starts the download early so the first submit does not wait for it. */
export function preloadIdentity(): void {
  loadIdentity().catch(() => undefined);
}

/** Whether this browser holds Amplify tokens for the configured pool right now. */
export function browserHasStoredSession(): boolean {
  if (!config || typeof document === 'undefined') return false;
  return hasStoredSession(document.cookie, config.userPoolClientId);
}
