import type { PublicOAuthConfig } from '@/server/public-config-type';

/**
 * Hosted sign-in on the pool's domain (OAuth 2.0 code flow with PKCE), as SPEC §2, §4 and §9
 * fix it: people come back to /contacts, a hosted sign-out lands on /login, the response type
 * is `code`. The scopes are SPEC §9's four plus `aws.cognito.signin.user.admin`, without which
 * Cognito refuses the access token on the user APIs the app calls after signing in (attributes,
 * the authenticator set-up, the account pages): decision 019.
 */
export const HOSTED_SIGN_IN = {
  signInPath: '/contacts',
  signOutPath: '/login',
  scopes: ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'],
  responseType: 'code',
} as const;

export interface HostedRedirects {
  redirectSignIn: string[];
  redirectSignOut: string[];
}

/** One entry each: Amplify sends the first that matches the page's origin. */
export function hostedRedirects(config: PublicOAuthConfig, pageOrigin: string): HostedRedirects {
  const origin = config.redirectOrigin ?? pageOrigin;
  return {
    redirectSignIn: [`${origin}${HOSTED_SIGN_IN.signInPath}`],
    redirectSignOut: [`${origin}${HOSTED_SIGN_IN.signOutPath}`],
  };
}

/**
 * Whether a request to the sign-in return page carries the authorization server's answer (a
 * code and state, or an error): the page must render to finish the flow, signed in or not.
 */
export function isHostedSignInReturn(pathname: string, query: URLSearchParams): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (normalised !== HOSTED_SIGN_IN.signInPath) return false;
  return (query.has('code') && query.has('state')) || query.has('error');
}

/**
 * An access token from the hosted domain carries the `openid` scope; one from a password (SRP)
 * sign-in only `aws.cognito.signin.user.admin`, as Cognito issues them.
 */
export function signInMethodOfScope(scope: unknown): 'hosted' | 'password' {
  if (typeof scope !== 'string') return 'password';
  return scope.split(' ').includes('openid') ? 'hosted' : 'password';
}
