import { isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { CognitoError } from '../errors.js';
import { users } from '../store/schema.js';

/**
 * Wrong authenticator codes are limited per user as well as per session: without it, every new
 * sign-in (which the password alone allows) would bring five more guesses. The count runs
 * across sessions and only an accepted code resets it, never the passing of time, so guessing
 * costs ever longer waits: from the 10th consecutive wrong code, 2^(n−10) minutes, at most 15.
 */
export const wrongTotpCodesBeforeLockout = 10;
const longestTotpLockoutInMs = 15 * 60_000;

export function totpLockoutDurationInMs(wrongCodes: number): number {
  if (wrongCodes < wrongTotpCodesBeforeLockout) return 0;
  const exponent = Math.min(wrongCodes - wrongTotpCodesBeforeLockout, 20);
  return Math.min(2 ** exponent * 60_000, longestTotpLockoutInMs);
}

/** totpLockoutDurationInMs in SQL, for the one UPDATE that counts a wrong code. */
export function countedWrongTotpCode(now: SQL) {
  const wrongCodes = sql`(${users.failedTotpCodes} + 1)`;
  const lockedFor = sql`LEAST((1::bigint << LEAST(${wrongCodes} - ${wrongTotpCodesBeforeLockout}, 20)) * 60000, ${longestTotpLockoutInMs})`;
  return {
    failedTotpCodes: wrongCodes,
    totpLockedUntil: sql`CASE WHEN ${wrongCodes} >= ${wrongTotpCodesBeforeLockout} THEN ${now} + ${lockedFor} ELSE ${users.totpLockedUntil} END`,
  };
}

export function totpLockedAt(now: SQL) {
  return sql<boolean>`(${users.totpLockedUntil} IS NOT NULL AND ${users.totpLockedUntil} > ${now})`;
}

export function totpNotLockedAt(now: SQL) {
  return or(isNull(users.totpLockedUntil), lte(users.totpLockedUntil, now));
}

export function tooManyWrongTotpCodes(): CognitoError {
  return new CognitoError(
    'TooManyFailedAttemptsException',
    'Too many failed attempts with the authenticator. Try again later.',
  );
}
