import { CognitoError, invalidParameter, notAuthorized } from '../errors.js';
import type { PoolSettings } from './pool-settings.js';
import type { UserRecord } from './users.js';

/**
 * With `admin_only` as its first recovery mechanism a pool lets only administrators reset
 * passwords: ForgotPassword is refused before the user is even looked up.
 */
export function assertSelfServiceRecovery(pool: PoolSettings) {
  const mechanisms = pool.AccountRecoverySetting?.RecoveryMechanisms ?? [];
  const [first] = [...mechanisms].sort((a, b) => (a.Priority ?? 0) - (b.Priority ?? 0));
  if (first?.Name === 'admin_only') throw notAuthorized('Contact administrator to reset password.');
}

/**
 * Whether a user's password can be reset by a code (ForgotPassword, AdminResetUserPassword),
 * and where that code goes. A user who never replaced the temporary password cannot, and
 * only a verified address can receive the code (this server mails codes only; a verified
 * phone number alone is not enough).
 */
export function resetCodeDestination(user: UserRecord): string {
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    throw notAuthorized('User password cannot be reset in the current state.');
  }
  const email = user.attributes.email;
  if (!email || user.attributes.email_verified !== 'true') {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  return email;
}

/** AdminResetUserPassword's own answer for a disabled user (no full stop, unlike sign-in's). */
export function assertEnabledForReset(user: UserRecord) {
  if (!user.enabled) throw new CognitoError('NotAuthorizedException', 'User is disabled');
}
