import { describeUserForAdmin, requirePoolUser } from '../../services/admin-users.js';
import { defineOperation } from '../define-operation.js';
import { poolUserSchema } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

export const adminGetUser = defineOperation({
  name: 'AdminGetUser',
  access: 'admin',
  input: poolUserSchema,
  async run(input, services: Uses<'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    return describeUserForAdmin(user);
  },
});
