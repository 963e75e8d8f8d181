import { z } from 'zod';
import { requirePoolUser } from '../../../services/admin-users.js';
import { listGroupsOfUser } from '../../../services/group-members.js';
import { describeGroup } from '../../../services/groups.js';
import { pageOf, readPageToken } from '../../../services/page-tokens.js';
import { defineOperation } from '../../define-operation.js';
import { poolUserInput } from '../admin-fields.js';
import { groupLimitField, nextTokenField } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

/** The user's groups by name, in pages. */
export const adminListGroupsForUser = defineOperation({
  name: 'AdminListGroupsForUser',
  access: 'admin',
  input: z.object({ ...poolUserInput, Limit: groupLimitField, NextToken: nextTokenField }),
  async run(input, services: Uses<'db'>) {
    const { user } = await requirePoolUser(services, input.UserPoolId, input.Username);
    const after = readPageToken(input.NextToken);
    const limit = input.Limit || 60;
    const rows = await listGroupsOfUser(services, user.id, limit, after);
    const { page, next } = pageOf(rows, limit, (group) => group.name);
    return { Groups: page.map(describeGroup), ...(next ? { NextToken: next } : {}) };
  },
});
