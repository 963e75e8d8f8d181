import { toEpochSeconds } from '../clock.js';
import { CognitoError, messages } from '../errors.js';
import { toAttributeList } from './attributes.js';
import type { Uses } from './context.js';
import { mfaSettingsOf } from './mfa-settings.js';
import { requirePool } from './pools.js';
import { findUser, type UserRecord } from './users.js';

/** An administrator names users by pool and username; unknown ones are reported as such. */
export async function requirePoolUser(services: Uses<'db'>, poolId: string, username: string) {
  const pool = await requirePool(services, poolId);
  const user = await findUser(services, pool, username);
  if (!user) throw new CognitoError('UserNotFoundException', messages.userNotFound);
  return { pool, user };
}

/** Cognito's UserType; dates are epoch seconds on the wire. */
export function describeUser(user: UserRecord) {
  return {
    Username: user.username,
    Attributes: toAttributeList(user.id, user.attributes),
    UserCreateDate: toEpochSeconds(user.createdAt),
    UserLastModifiedDate: toEpochSeconds(user.updatedAt),
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

export function describeUserForAdmin(user: UserRecord) {
  const { Attributes, ...rest } = describeUser(user);
  return { ...rest, UserAttributes: Attributes, ...mfaSettingsOf(user) };
}
