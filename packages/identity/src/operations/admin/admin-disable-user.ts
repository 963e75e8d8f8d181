import { requirePoolUser } from '../../services/admin-users.js';
import { revokeAllTokens } from '../../services/tokens.js';
import { updateUser } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

/** A disabled user cannot sign in, and every token already issued stops working. */
export const adminDisableUser = defineOperation({
  name: 'AdminDisableUser',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await updateUser(services, user.id, { enabled: false });
    await revokeAllTokens(services, user.id);
    return {};
  },
});
