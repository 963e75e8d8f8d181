import { z } from 'zod';
import { describeGroup, requireGroup } from '../../../services/groups.js';
import { requirePool } from '../../../services/pools.js';
import { defineOperation } from '../../define-operation.js';
import { poolGroupInput } from './group-fields.js';
import type { Uses } from '../../../services/context.js';

export const getGroup = defineOperation({
  name: 'GetGroup',
  access: 'admin',
  input: z.object(poolGroupInput),
  async run(input, services: Uses<'db'>) {
    await requirePool(services, input.UserPoolId);
    return {
      Group: describeGroup(await requireGroup(services, input.UserPoolId, input.GroupName)),
    };
  },
});
