import 'server-only';
import { accessTokenFromCookies } from '../auth/resolve-session';
import { readBearerToken } from '../auth/bearer-token';

/**
 * Marks a request the web server makes to itself while rendering, with the visitor's headers
 * forwarded. Only such requests may authenticate by cookie: a browser cannot add this header
 * to a cross-site request without a CORS preflight we never grant, so cookies alone cannot be
 * used to forge a call.
 */
export const SSR_MARKER_HEADER = 'x-trpc-source';

/** The access token a request carries: `Authorization: Bearer`, or Amplify's cookie when marked. */
export function requestAccessToken(headers: Headers, clientId: string): string | null {
  const bearer = readBearerToken(headers.get('authorization'));
  if (bearer) return bearer;
  return headers.get(SSR_MARKER_HEADER) ? accessTokenFromCookies(headers, clientId) : null;
}

/**
 * The client's address for rate limiting: the right-most `X-Forwarded-For` entry, which is the
 * one our own proxy (load balancer, or Next.js itself when none) observed.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim());
  return forwarded?.filter(Boolean).at(-1) ?? headers.get('x-real-ip') ?? 'unknown';
}
