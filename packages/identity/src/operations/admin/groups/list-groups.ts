import { z } from 'zod';
import { describeGroup, listGroups as readGroups } from '../../../services/groups.js';
import { pageOf, readPageToken } from '../../../services/page-tokens.js';
import { requirePool } from '../../../services/pools.js';
import { defineOperation } from '../../define-operation.js';
import { poolIdField } from '../../fields.js';
import { groupLimitField, nextTokenField } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

export const listGroups = defineOperation({
  name: 'ListGroups',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField, Limit: groupLimitField, NextToken: nextTokenField }),
  async run(input, services: Uses<'db'>) {
    await requirePool(services, input.UserPoolId);
    const after = readPageToken(input.NextToken);
    const limit = input.Limit || 60;
    const rows = await readGroups(services, input.UserPoolId, limit, after);
    const { page, next } = pageOf(rows, limit, (group) => group.name);
    return { Groups: page.map(describeGroup), ...(next ? { NextToken: next } : {}) };
  },
});
