import { requirePoolUser } from '../../services/admin-users.js';
import { updateUser } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';

export const adminEnableUser = defineOperation({
  name: 'AdminEnableUser',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await updateUser(services, user.id, { enabled: true });
    return {};
  },
});
