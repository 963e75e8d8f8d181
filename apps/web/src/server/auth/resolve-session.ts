import 'server-only';
import { parseCookieHeader, readAmplifyAccessToken, readAmplifyTokens } from './amplify-cookies';
import type { ServerSession } from './server-session-type';
import type { AccessTokenVerifier, VerifyOptions } from './verify-access-token';

/** Verifies a token and pairs the verified identity with it; null when absent or invalid. */
export async function resolveSession(
  accessToken: string | null,
  verify: AccessTokenVerifier,
  options?: VerifyOptions,
): Promise<ServerSession | null> {
  if (!accessToken) return null;
  const verified = await verify(accessToken, options);
  return verified ? { sub: verified.sub, username: verified.username, accessToken } : null;
}

/** The access token Amplify stored in the request's cookies, if any. */
export function accessTokenFromCookies(headers: Headers, clientId: string): string | null {
  return readAmplifyAccessToken(parseCookieHeader(headers.get('cookie')), clientId);
}

/** Both of Amplify's tokens from the request's cookies, if any. */
export function amplifyTokensFromCookies(headers: Headers, clientId: string) {
  return readAmplifyTokens(parseCookieHeader(headers.get('cookie')), clientId);
}
