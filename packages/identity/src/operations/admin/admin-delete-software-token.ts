import { requirePoolUser } from '../../services/admin-users.js';
import { removeAuthenticator } from '../../sign-in/index.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

/**
 * Removes the user's authenticator for a lost phone: where the pool requires MFA, the next
 * sign-in gets MFA_SETUP. Turning TOTP off with AdminSetUserMFAPreference cannot do that in
 * such a pool, as Cognito documents. A pending SOFTWARE_TOKEN_MFA session fails, its secret no
 * longer being the user's. A user without an authenticator gets the same empty answer: the
 * operation's documented errors have none for that case.
 */
export const adminDeleteSoftwareToken = defineOperation({
  name: 'AdminDeleteSoftwareToken',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await removeAuthenticator(services, user.id);
    return {};
  },
});
