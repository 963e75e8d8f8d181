import { and, eq, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../store/database.js';
import { notAuthorized, messages } from '../errors.js';
import { users } from '../store/schema.js';
import type { RidingWrite } from '../store/with-write.js';
import type { Services } from './context.js';

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
 * Counts a password attempt as a failure before the password is checked, in one statement,
 * so parallel guesses cannot all pass the lockout check; a right password then clears it.
 * Attempts during a lockout are refused without lengthening it.
 */
export async function beginPasswordAttempt(services: Services, userId: string): Promise<void> {
  if (!(await countPasswordAttempt(services, userId))) {
    throw notAuthorized(messages.passwordAttemptsExceeded);
  }
}

/**
 * The same statements for a username that does not exist (no row matches), so an unknown user
 * costs the database the same work as a wrong password.
 */
export async function simulatePasswordAttempt(services: Services, simulatedId: string) {
  await countPasswordAttempt(services, simulatedId);
}

/**
 * The columns that count one attempt and, from the fifth failure on, set the lockout, for one
 * UPDATE: with two statements, parallel guesses could slip in between the count and the lock.
 */
export function countedAttemptChanges(nowInMs: number | SQL) {
  const now = sql`${nowInMs}::bigint`;
  const quiet = sql`(${users.lastFailedSignInAt} IS NULL OR ${users.lastFailedSignInAt} <= ${now} - ${quietPeriodInMs})`;
  const failures = sql`(CASE WHEN ${quiet} THEN 1 ELSE ${users.failedSignIns} + 1 END)`;
  // lockoutDurationInMs in SQL: 2^(n−5) s from the fifth failure, at most 15 minutes.
  const lockedFor = sql`LEAST((1::bigint << LEAST(${failures} - ${failuresBeforeLockout}, 20)) * 1000, ${longestLockoutInMs})`;
  return {
    failedSignIns: failures,
    lastFailedSignInAt: now,
    lockedUntil: sql`CASE WHEN ${failures} >= ${failuresBeforeLockout} THEN ${now} + ${lockedFor} ELSE ${users.lockedUntil} END`,
  };
}

/** Attempts during a lockout are refused without lengthening it. */
export function notLockedAt(nowInMs: number | SQL) {
  return or(isNull(users.lockedUntil), lte(users.lockedUntil, sql`${nowInMs}::bigint`));
}

async function countPasswordAttempt(services: Services, userId: string): Promise<boolean> {
  const now = services.clock.nowInMs();
  const [row] = await services.db
    .update(users)
    .set(countedAttemptChanges(now))
    .where(and(eq(users.id, userId), notLockedAt(now)))
    .returning({ failedSignIns: users.failedSignIns });
  return row !== undefined;
}

/** A right password: the user's failed-attempt count is cleared with the sign-in's next write. */
export interface PasswordSuccess {
  userId: string;
}

/**
 * The clearing as a WITH clause riding along with that write. `userId` may be a placeholder of
 * a prepared statement; a null user id clears nothing.
 */
export function clearFailedSignIns(db: Database, userId: string | Placeholder) {
  return db.$with('password_success').as(
    db
      .update(users)
      .set({ failedSignIns: 0, lastFailedSignInAt: null, lockedUntil: null })
      .where(sql`${users.id} = ${userId}`)
      .returning({ id: users.id }),
  );
}

/** The dynamic form, for the writes that are not prepared statements. */
export function passwordSuccessWrite(
  services: Services,
  success: PasswordSuccess | undefined,
): RidingWrite | undefined {
  return success && clearFailedSignIns(services.db, success.userId);
}
