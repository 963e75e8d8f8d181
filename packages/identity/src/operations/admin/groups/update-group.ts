import { z } from 'zod';
import { describeGroup, updateGroup as changeGroup } from '../../../services/groups.js';
import { requirePool } from '../../../services/pools.js';
import { defineOperation } from '../../define-operation.js';
import { groupSettingsInput, groupSettingsOf } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

/** Fields left out keep their values (see services/groups.ts updateGroup). */
export const updateGroup = defineOperation({
  name: 'UpdateGroup',
  access: 'admin',
  input: z.object(groupSettingsInput),
  async run(input, services: Uses<'clock' | 'db'>) {
    await requirePool(services, input.UserPoolId);
    const group = await changeGroup(
      services,
      input.UserPoolId,
      input.GroupName,
      groupSettingsOf(input),
    );
    return { Group: describeGroup(group) };
  },
});
