import 'server-only';
import { isIP } from 'node:net';
import { accessTokenFromCookies } from '../auth/resolve-session';
import { readBearerToken } from '../auth/bearer-token';
import { arePeerAddressesStamped, PEER_ADDRESS_HEADER } from '../http/peer-address';

/**
 * Marks a request the web server makes to itself while rendering, with the visitor's headers
 * forwarded. Only such requests may authenticate by cookie: a browser cannot add this header
 * to a cross-site request without a CORS preflight we never grant, so cookies alone cannot be
 * used to forge a call.
 */
export const SSR_MARKER_HEADER = 'x-trpc-source';

/** The rate-limit key of every request whose sender cannot be told (one shared bucket). */
export const UNKNOWN_CLIENT = 'unknown';

/** The access token a request carries: `Authorization: Bearer`, or Amplify's cookie when marked. */
export function requestAccessToken(headers: Headers, clientId: string): string | null {
  const bearer = readBearerToken(headers.get('authorization'));
  if (bearer) return bearer;
  return headers.get(SSR_MARKER_HEADER) ? accessTokenFromCookies(headers, clientId) : null;
}

/**
 * The client's address for rate limiting. The chain is `X-Forwarded-For` followed by the TCP
 * peer our web server recorded; each of the `trustedProxyCount` proxies appended the address it
 * saw, so the entry that many places left of the peer is the first one no client wrote. Any
 * further left is the client's to choose and never read. Without our web server (plain
 * `next start`) even the peer header may be forged, so every request shares one bucket.
 */
export function clientAddress(
  headers: Headers,
  trustedProxyCount: number,
  peerAddressesStamped = arePeerAddressesStamped(),
): string {
  const peer = peerAddressesStamped ? headers.get(PEER_ADDRESS_HEADER) : null;
  if (!peer) return UNKNOWN_CLIENT;
  if (trustedProxyCount === 0) return peer;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  // A shorter chain means the request passed fewer proxies; the furthest entry is the best left.
  const address = chain.at(-1 - trustedProxyCount) ?? chain[0] ?? peer;
  // An entry that is no address (a misconfigured proxy) counts as the proxy itself.
  return isIP(address) ? address : peer;
}
