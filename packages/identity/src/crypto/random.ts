import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random decimal code (email confirmation, password reset). */
export function generateNumericCode(digits = 6): string {
  if (!Number.isInteger(digits) || digits < 1 || digits > 12) {
    throw new RangeError('digits must be an integer from 1 to 12');
  }
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** An unguessable token (sessions, refresh tokens), base64url without padding. */
export function generateOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Refresh tokens are stored by hash, so a database leak does not hand out sessions. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Equality whose duration does not depend on where the texts differ. Both sides are hashed
 * first so unequal lengths need no early return that would leak the expected length.
 */
export function timingSafeEqualText(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a === b;
}
