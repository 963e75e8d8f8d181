import { z } from 'zod';
import { requirePoolUser } from '../../../services/admin-users.js';
import { removeUserFromGroup } from '../../../services/group-members.js';
import { requireGroup } from '../../../services/groups.js';
import { defineOperation } from '../../define-operation.js';
import { usernameField } from '../../fields.js';
import { poolGroupInput } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

/** Removing a user who is not a member succeeds and changes nothing. */
export const adminRemoveUserFromGroup = defineOperation({
  name: 'AdminRemoveUserFromGroup',
  access: 'admin',
  input: z.object({ ...poolGroupInput, Username: usernameField }),
  async run(input, services: Uses<'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    const group = await requireGroup(services, input.UserPoolId, input.GroupName);
    await removeUserFromGroup(services, group, user.id);
    return {};
  },
});
