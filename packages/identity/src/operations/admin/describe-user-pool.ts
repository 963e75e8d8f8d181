import { z } from 'zod';
import { requirePoolRow } from '../../services/pool-admin.js';
import { describePool } from '../../services/pool-description.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

export const describeUserPool = defineOperation({
  name: 'DescribeUserPool',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField }),
  async run(input, services: Uses<'db'>) {
    return {
      UserPool: await describePool(services, await requirePoolRow(services, input.UserPoolId)),
    };
  },
});
