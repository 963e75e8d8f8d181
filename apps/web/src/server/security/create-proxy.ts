import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { isHostedSignInReturn } from '@/features/auth/hosted/hosted-sign-in';
import { amplifyTokensFromCookies } from '../auth/resolve-session';
import type { AccessTokenVerifier, VerifyOptions } from '../auth/verify-access-token';
import { buildContentSecurityPolicy } from './content-security-policy';
import { isHttpsRequest } from './forwarded-protocol';
import { createNonce } from './nonce';
import { isAdminPath, isApiPath, isNoStorePath, isProtectedPath } from './route-rules';
import { applyApiSecurityHeaders, applySecurityHeaders } from './security-headers';

export interface ProxyOptions {
  clientId: string;
  identityOrigins: readonly string[];
  development: boolean;
  verify: AccessTokenVerifier;
  /** Whether the token's holder is an administrator now: the admin API's own check. */
  isAdmin(accessToken: string, options: VerifyOptions): Promise<boolean>;
  reportError(context: string, error: unknown): void;
}

/**
 * The pool's refresh-token lifetime: an access token that expired longer ago than this cannot
 * belong to a session the browser is still able to refresh.
 */
const refreshableForMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Where a non-admin's request for the console is rewritten: a path no page has, so they get
 * exactly what a page that does not exist answers (the not-found page, status 404).
 */
export const NOT_FOUND_PATH = '/_not-found';

/**
 * Runs before every request Next.js answers. An API answer (`/api/…`) gets the API's headers
 * (`applyApiSecurityHeaders`). A page gets a fresh CSP nonce (handed on as `x-nonce`), the
 * security headers, and the sign-in gate. A protected page is rendered only for a visitor whose
 * access-token cookie is genuine (pool signature, issuer, client) and either unexpired, or
 * expired but paired with a refresh token: Amplify refreshes such a session in the browser
 * before the page shows anything (the app shell waits for it, and sends the visitor to /login
 * if refreshing fails).
 * The support console is rendered only for an administrator (read from the database here,
 * before any HTML streams, so everyone else gets a real 404).
 * The return from hosted sign-in renders before any token is stored: the page itself finishes
 * the flow and shows nothing of the account until it has.
 */
export function createProxy(options: ProxyOptions) {
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname, search } = request.nextUrl;
    const https = isHttpsRequest(
      request.headers.get('x-forwarded-proto'),
      request.nextUrl.protocol,
    );
    if (isApiPath(pathname)) {
      const response = NextResponse.next();
      applyApiSecurityHeaders(response.headers, { https });
      return response;
    }
    const nonce = createNonce();
    const contentSecurityPolicy = buildContentSecurityPolicy({
      nonce,
      identityOrigins: options.identityOrigins,
      development: options.development,
    });
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
    const forward = { request: { headers: requestHeaders } };
    const response =
      isAdminPath(pathname) && !(await isAdminVisitor(request, options))
        ? NextResponse.rewrite(notFoundUrl(request), forward)
        : NextResponse.next(forward);
    applySecurityHeaders(response.headers, {
      contentSecurityPolicy,
      https,
      noStore: isNoStorePath(pathname),
    });
    return response;
  };
}

/** The access-token cookie, and how long past its expiry the browser can still refresh it. */
function sessionCookie(request: NextRequest, options: ProxyOptions) {
  const tokens = amplifyTokensFromCookies(request.headers, options.clientId);
  if (!tokens) return null;
  const expiredGraceInMs = tokens.refreshToken ? refreshableForMs : 0;
  return { accessToken: tokens.accessToken, verifyOptions: { expiredGraceInMs } };
}

async function isSignedIn(request: NextRequest, options: ProxyOptions): Promise<boolean> {
  const cookie = sessionCookie(request, options);
  if (!cookie) return false;
  try {
    return (await options.verify(cookie.accessToken, cookie.verifyOptions)) !== null;
  } catch (error) {
    // Without the pool's keys nobody can be verified; fail closed to the sign-in page.
    options.reportError('cannot verify session (identity keys unavailable)', error);
    return false;
  }
}

/**
 * An expired token the browser can refresh still counts, as for any page: the page is only
 * the console's frame, and every piece of data in it comes through the admin API, which takes
 * only an unexpired token.
 */
async function isAdminVisitor(request: NextRequest, options: ProxyOptions): Promise<boolean> {
  const cookie = sessionCookie(request, options);
  if (!cookie) return false;
  try {
    return await options.isAdmin(cookie.accessToken, cookie.verifyOptions);
  } catch (error) {
    // Without keys or database nobody can be shown to be an admin; fail closed to not found.
    options.reportError('cannot check for an administrator', error);
    return false;
  }
}

/** The not-found path on the origin Next.js knows itself by (a rewrite elsewhere is a proxy). */
function notFoundUrl(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = NOT_FOUND_PATH;
  url.search = '';
  return url;
}
