import { and, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { CognitoError, messages, notAuthorized } from '../errors.js';
import { parseSrpTimestamp } from '../crypto/srp.js';
import { users } from '../store/schema.js';
import type { UserRecord } from '../services/users.js';

/**
 * Every rule of signing in, each defined once: as SQL for the statements in statements.ts,
 * and, where a decision is also made before any statement runs, in JavaScript beside it.
 * Times are the statement's `now` (epoch milliseconds from the injected clock).
 */

// ── The account may sign in ─────────────────────────────────────────────────────────────

/**
 * The account checks Cognito makes before looking at a password, in its order; an
 * unconfirmed account is reported even when the password is wrong.
 */
export function assertAccountCanSignIn(user: UserRecord, nowInMs: number): void {
  if (!user.enabled) throw notAuthorized(messages.userDisabled);
  if (user.status === 'UNCONFIRMED') {
    throw new CognitoError('UserNotConfirmedException', messages.userNotConfirmed);
  }
  if (user.status === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', messages.passwordResetRequired);
  }
  if (temporaryPasswordExpired(user, nowInMs)) {
    throw notAuthorized('Temporary password has expired and must be reset by an administrator.');
  }
}

function temporaryPasswordExpired(user: UserRecord, nowInMs: number) {
  return (
    user.status === 'FORCE_CHANGE_PASSWORD' &&
    user.temporaryPasswordExpiresAt !== null &&
    user.temporaryPasswordExpiresAt <= nowInMs
  );
}

/** assertAccountCanSignIn as a condition on the users table. Keep the two in step. */
export function accountMaySignIn(now: SQL) {
  const temporaryExpired = sql`(${users.status} = 'FORCE_CHANGE_PASSWORD' AND ${users.temporaryPasswordExpiresAt} IS NOT NULL AND ${users.temporaryPasswordExpiresAt} <= ${now})`;
  return and(
    eq(users.enabled, true),
    inArray(users.status, ['CONFIRMED', 'FORCE_CHANGE_PASSWORD']),
    sql`NOT ${temporaryExpired}`,
  );
}

// ── Wrong passwords (Cognito's lockout) ─────────────────────────────────────────────────

const quietPeriodInMs = 15 * 60_000;
const longestLockoutInMs = 15 * 60_000;
const failuresBeforeLockout = 5;

/** Lockout after n ≥ 5 failures: 2^(n−5) seconds, at most 15 minutes. */
export function lockoutDurationInMs(failures: number): number {
  if (failures < failuresBeforeLockout) return 0;
  const exponent = Math.min(failures - failuresBeforeLockout, 20);
  return Math.min(2 ** exponent * 1000, longestLockoutInMs);
}

/**
 * The columns that count one failed attempt and, from the fifth, set the lockout
 * (lockoutDurationInMs in SQL), for one UPDATE: with two statements, parallel guesses could
 * slip in between the count and the lock. The count is forgotten after 15 quiet minutes.
 */
export function countedFailure(now: SQL) {
  const quiet = sql`(${users.lastFailedSignInAt} IS NULL OR ${users.lastFailedSignInAt} <= ${now} - ${quietPeriodInMs})`;
  const failures = sql`(CASE WHEN ${quiet} THEN 1 ELSE ${users.failedSignIns} + 1 END)`;
  const lockedFor = sql`LEAST((1::bigint << LEAST(${failures} - ${failuresBeforeLockout}, 20)) * 1000, ${longestLockoutInMs})`;
  return {
    failedSignIns: failures,
    lastFailedSignInAt: now,
    lockedUntil: sql`CASE WHEN ${failures} >= ${failuresBeforeLockout} THEN ${now} + ${lockedFor} ELSE ${users.lockedUntil} END`,
  };
}

/** The columns after a right password: no failures, no lockout. */
export const clearedFailures = { failedSignIns: 0, lastFailedSignInAt: null, lockedUntil: null };

/** Attempts during a lockout are refused without lengthening it. */
export function notLockedAt(now: SQL) {
  return or(isNull(users.lockedUntil), lte(users.lockedUntil, now));
}

// ── The password was accepted ───────────────────────────────────────────────────────────

/**
 * A right answer for the password the user still has: a changed password has a new salt, so an
 * answer computed for the old one is a wrong answer. `passwordRight` is whether the answer was
 * right for the salt `expectedSalt` the challenge was made with.
 */
export function passwordAccepted(
  passwordRight: SQL,
  saltNow: SQL | typeof users.srpSalt,
  expectedSalt: SQL,
) {
  return sql`(${passwordRight} AND ${saltNow} = ${expectedSalt})`;
}

export function isPasswordAccepted(
  passwordRight: boolean,
  saltNow: string,
  expectedSalt: string | null,
) {
  return passwordRight && saltNow === expectedSalt;
}

// ── The TOTP time step is new ───────────────────────────────────────────────────────────

/** A code is accepted at most once per user: its step must be later than the last accepted. */
export function totpStepIsNew(step: SQL) {
  return or(isNull(users.lastTotpStep), lt(users.lastTotpStep, step));
}

// ── Wrong TOTP codes ────────────────────────────────────────────────────────────────────

/** Wrong codes allowed in one sign-in session; the session takes no answer after them. */
export const wrongCodesPerSession = 5;

/**
 * Wrong codes are limited per user as well as per session: without it, every new sign-in
 * (which the password alone allows) would bring five more guesses. The count runs across
 * sessions and only an accepted code resets it, never the passing of time, so guessing costs
 * ever longer waits: from the 10th consecutive wrong code, 2^(n−10) minutes, at most 15.
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

export function totpCodeMismatch(): CognitoError {
  return new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
}

/** How far an SRP answer's TIMESTAMP may be from the server clock (password and device SRP). */
const timestampToleranceInMs = 5 * 60_000;

export function isFreshTimestamp(nowInMs: number, timestamp: string): boolean {
  const parsed = parseSrpTimestamp(timestamp);
  if (!parsed) return false;
  return Math.abs(parsed.getTime() - nowInMs) <= timestampToleranceInMs;
}
