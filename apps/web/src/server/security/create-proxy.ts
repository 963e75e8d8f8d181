import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isHostedSignInReturn } from '@/features/auth/hosted/hosted-sign-in';
import { amplifyTokensFromCookies } from '../auth/resolve-session';
import type { AccessTokenVerifier } from '../auth/verify-access-token';
import { buildContentSecurityPolicy, createNonce } from './content-security-policy';
import { isNoStorePath, isProtectedPath } from './route-rules';
import { applySecurityHeaders } from './security-headers';

export interface ProxyOptions {
  clientId: string;
  identityOrigins: readonly string[];
  development: boolean;
  verify: AccessTokenVerifier;
  reportError(context: string, error: unknown): void;
}

/**
 * The pool's refresh-token lifetime: an access token that expired longer ago than this cannot
 * belong to a session the browser is still able to refresh.
 */
const refreshableForMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Runs before every page: a fresh CSP nonce (handed on as `x-nonce`), security headers, and
 * the sign-in gate. A protected page is rendered only for a visitor whose access-token cookie
 * is genuine (pool signature, issuer, client) and either unexpired, or expired but paired with
 * a refresh token: Amplify refreshes such a session in the browser before the page shows
 * anything (the app shell waits for it, and sends the visitor to /login if refreshing fails).
 * The return from hosted sign-in renders before any token is stored: the page itself finishes
 * the flow and shows nothing of the account until it has.
 */
export function createProxy(options: ProxyOptions) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const nonce = createNonce();
    const contentSecurityPolicy = buildContentSecurityPolicy({
      nonce,
      identityOrigins: options.identityOrigins,
      development: options.development,
    });
    const { pathname, search } = request.nextUrl;
    const https = isHttps(request);
    if (
      isProtectedPath(pathname) &&
      !isHostedSignInReturn(pathname, request.nextUrl.searchParams) &&
      !(await isSignedIn(request, options))
    ) {
      const login = new URL('/login', request.url);
      login.searchParams.set('returnUrl', `${pathname}${search}`);
      const redirect = NextResponse.redirect(login);
      applySecurityHeaders(redirect.headers, { contentSecurityPolicy, https, noStore: true });
      return redirect;
    }
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('x-nonce', nonce);
    // Next.js reads the nonce for its own scripts from the request's CSP header.
    requestHeaders.set('content-security-policy', contentSecurityPolicy);
    const response = NextResponse.next({ request: { headers: requestHeaders } });
    applySecurityHeaders(response.headers, {
      contentSecurityPolicy,
      https,
      noStore: isNoStorePath(pathname),
    });
    return response;
  };
}

async function isSignedIn(request: NextRequest, options: ProxyOptions): Promise<boolean> {
  const tokens = amplifyTokensFromCookies(request.headers, options.clientId);
  if (!tokens) return false;
  const expiredGraceInMs = tokens.refreshToken ? refreshableForMs : 0;
  try {
    return (await options.verify(tokens.accessToken, { expiredGraceInMs })) !== null;
  } catch (error) {
    // Without the pool's keys nobody can be verified; fail closed to the sign-in page.
    options.reportError('cannot verify session (identity keys unavailable)', error);
    return false;
  }
}

function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(/:$/, '')) === 'https';
}
