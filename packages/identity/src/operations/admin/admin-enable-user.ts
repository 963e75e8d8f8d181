import { requirePoolUser } from '../../services/admin-users.js';
import { updateUser } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminEnableUser = defineOperation({
  name: 'AdminEnableUser',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services: Uses<'clock' | 'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await updateUser(services, user.id, { enabled: true });
    return {};
  },
});
