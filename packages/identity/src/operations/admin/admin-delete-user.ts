import { requirePoolUser } from '../../services/admin-users.js';
import { deleteUserRecord } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminDeleteUser = defineOperation({
  name: 'AdminDeleteUser',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services: Uses<'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    await deleteUserRecord(services, user.id);
    return {};
  },
});
