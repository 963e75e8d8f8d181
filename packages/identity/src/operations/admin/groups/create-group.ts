import { z } from 'zod';
import { createGroup as insertGroup, describeGroup } from '../../../services/groups.js';
import { requirePool } from '../../../services/pools.js';
import { defineOperation } from '../../define-operation.js';
import { groupSettingsInput, groupSettingsOf } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

export const createGroup = defineOperation({
  name: 'CreateGroup',
  access: 'admin',
  input: z.object(groupSettingsInput),
  async run(input, services: Uses<'clock' | 'db'>) {
    await requirePool(services, input.UserPoolId);
    const group = await insertGroup(
      services,
      input.UserPoolId,
      input.GroupName,
      groupSettingsOf(input),
    );
    return { Group: describeGroup(group) };
  },
});
