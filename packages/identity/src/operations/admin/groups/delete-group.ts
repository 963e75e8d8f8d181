import { z } from 'zod';
import { deleteGroup as removeGroup } from '../../../services/groups.js';
import { requirePool } from '../../../services/pools.js';
import { defineOperation } from '../../define-operation.js';
import { poolGroupInput } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

/** A group with members may be deleted; they simply lose it (see README). */
export const deleteGroup = defineOperation({
  name: 'DeleteGroup',
  access: 'admin',
  input: z.object(poolGroupInput),
  async run(input, services: Uses<'db'>) {
    await requirePool(services, input.UserPoolId);
    await removeGroup(services, input.UserPoolId, input.GroupName);
    return {};
  },
});
