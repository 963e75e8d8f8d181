import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { generateOpaqueToken, sha256Hex, timingSafeEqualText } from '../crypto/random.js';
import type { Uses } from '../services/context.js';
import { oauthCodes } from '../store/schema.js';
import type { AuthorizeRequest } from './authorize-request.js';

/** Cognito's authorization codes are valid for 5 minutes. */
export const codeLifetimeInMs = 5 * 60_000;

export type StoredCode = typeof oauthCodes.$inferSelect;

/** A new code for a signed-in user; only its hash is stored. */
export async function issueCode(
  services: Uses<'clock' | 'db'>,
  request: AuthorizeRequest,
  userId: string,
  authTimeInMs: number,
): Promise<string> {
  const code = generateOpaqueToken();
  const now = services.clock.nowInMs();
  await services.db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, now));
  await services.db.insert(oauthCodes).values({
    codeHash: sha256Hex(code),
    poolId: request.pool.Id,
    clientId: request.client.ClientId,
    userId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    scope: request.scope,
    nonce: request.nonce,
    authTime: authTimeInMs,
    expiresAt: now + codeLifetimeInMs,
  });
  return code;
}

/**
 * Takes the code: one DELETE … RETURNING, so of two redemptions at once exactly one gets the
 * row, on PGlite and PostgreSQL alike. A code is spent even when the rest of the request is
 * wrong, as RFC 6749 §4.1.2 asks.
 */
export async function takeCode(services: Uses<'db'>, code: string): Promise<StoredCode | null> {
  const [row] = await services.db
    .delete(oauthCodes)
    .where(eq(oauthCodes.codeHash, sha256Hex(code)))
    .returning();
  return row ?? null;
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) equals the challenge. */
export function verifierMatches(challenge: string, verifier: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = createHash('sha256').update(verifier).digest('base64url');
  return timingSafeEqualText(computed, challenge);
}
