import { z } from 'zod';
import { describeUser } from '../../../services/admin-users.js';
import { listUsersInGroup as readMembers } from '../../../services/group-members.js';
import { requireGroup } from '../../../services/groups.js';
import { pageOf, readPageToken } from '../../../services/page-tokens.js';
import { requirePool } from '../../../services/pools.js';
import { defineOperation } from '../../define-operation.js';
import { groupLimitField, nextTokenField, poolGroupInput } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

/** The group's members as UserType (as ListUsers gives them), by username, in pages. */
export const listUsersInGroup = defineOperation({
  name: 'ListUsersInGroup',
  access: 'admin',
  input: z.object({ ...poolGroupInput, Limit: groupLimitField, NextToken: nextTokenField }),
  async run(input, services: Uses<'db'>) {
    await requirePool(services, input.UserPoolId);
    const group = await requireGroup(services, input.UserPoolId, input.GroupName);
    const after = readPageToken(input.NextToken);
    const limit = input.Limit || 60;
    const rows = await readMembers(services, group, limit, after);
    const { page, next } = pageOf(rows, limit, (user) => user.usernameKey);
    return { Users: page.map(describeUser), ...(next ? { NextToken: next } : {}) };
  },
});
