import 'server-only';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../clock';
import { createVerifiedTokenMemo } from './verified-token-memo';

export interface VerifiedAccessToken {
  sub: string;
  username: string;
}

export interface AccessTokenVerifierOptions {
  issuer: string;
  jwksUrl: string;
  clientId: string;
  clock: Clock;
  /** Key source; defaults to the pool's JWKS, fetched once and cached per URL. */
  keys?: JWTVerifyGetKey;
}

export interface VerifyOptions {
  /**
   * Also accept a token that expired at most this long ago (all other checks still apply).
   * Only the page gate uses it, for visitors whose browser can still refresh the session.
   */
  expiredGraceInMs?: number;
}

export type AccessTokenVerifier = (
  token: string,
  options?: VerifyOptions,
) => Promise<VerifiedAccessToken | null>;

const keySetsByUrl = new Map<string, JWTVerifyGetKey>();

/** The pool's signing keys; jose caches them and refetches only for an unknown `kid`. */
export function poolKeySet(jwksUrl: string): JWTVerifyGetKey {
  let keySet = keySetsByUrl.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
    keySetsByUrl.set(jwksUrl, keySet);
  }
  return keySet;
}

/** jose's rule: a token is expired once `exp` is at or before now (whole seconds) minus the tolerance. */
function isUnexpired(expiresAtInSeconds: number, now: Date, toleranceInSeconds: number): boolean {
  return expiresAtInSeconds > Math.floor(now.getTime() / 1000) - toleranceInSeconds;
}

/**
 * Checks a Cognito access token the way AWS documents it: RS256 signature by a pool key,
 * issuer, `token_use: access`, our app client and expiry. Any failure means "not signed in";
 * only an unreachable key set is an error, because then we cannot tell. A token that passed
 * once is remembered, so its later calls only have their expiry checked again.
 */
export function createAccessTokenVerifier(
  options: AccessTokenVerifierOptions,
): AccessTokenVerifier {
  const keys = options.keys ?? poolKeySet(options.jwksUrl);
  const verified = createVerifiedTokenMemo<VerifiedAccessToken>();
  return async (token, { expiredGraceInMs = 0 } = {}) => {
    const toleranceInSeconds = Math.floor(expiredGraceInMs / 1000);
    const known = verified.recall(token);
    if (known) {
      const unexpired = isUnexpired(
        known.expiresAtInSeconds,
        options.clock.now(),
        toleranceInSeconds,
      );
      return unexpired ? known.claims : null;
    }
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        currentDate: options.clock.now(),
        clockTolerance: toleranceInSeconds,
        requiredClaims: ['exp', 'sub'],
      });
      if (payload.token_use !== 'access' || payload.client_id !== options.clientId) return null;
      if (typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
      const claims = { sub: payload.sub, username: payload.username };
      verified.remember(token, { claims, expiresAtInSeconds: payload.exp ?? 0 });
      return claims;
    } catch (error) {
      if (isTokenRejection(error)) return null;
      throw error;
    }
  };
}

/** jose errors about the token itself, as opposed to failing to obtain the pool's keys. */
function isTokenRejection(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return false;
  return error instanceof errors.JOSEError;
}
