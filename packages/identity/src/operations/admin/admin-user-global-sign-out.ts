import { requirePoolUser } from '../../services/admin-users.js';
import { revokeAllTokens } from '../../services/tokens.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminUserGlobalSignOut = defineOperation({
  name: 'AdminUserGlobalSignOut',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await revokeAllTokens(services, user.id);
    return {};
  },
});
