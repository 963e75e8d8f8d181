import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CognitoError, messages, notAuthorized } from '../errors.js';
import { users } from '../store/schema.js';
import type { UserRecord } from './users.js';

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
  if (
    user.status === 'FORCE_CHANGE_PASSWORD' &&
    user.temporaryPasswordExpiresAt !== null &&
    user.temporaryPasswordExpiresAt <= nowInMs
  ) {
    throw notAuthorized('Temporary password has expired and must be reset by an administrator.');
  }
}

/**
 * assertAccountCanSignIn as a condition on the users table, for statements that must count a
 * password attempt only when the account may sign in at all. Keep the two in step.
 */
export function accountMaySignIn(nowInMs: number | SQL) {
  const temporaryPasswordExpired = sql`(${users.status} = 'FORCE_CHANGE_PASSWORD' AND ${users.temporaryPasswordExpiresAt} IS NOT NULL AND ${users.temporaryPasswordExpiresAt} <= ${nowInMs}::bigint)`;
  return and(
    eq(users.enabled, true),
    inArray(users.status, ['CONFIRMED', 'FORCE_CHANGE_PASSWORD']),
    sql`NOT ${temporaryPasswordExpired}`,
  );
}
