import { z } from 'zod';
import { describePool, requirePoolRow } from '../../services/pool-admin.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

export const describeUserPool = defineOperation({
  name: 'DescribeUserPool',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField }),
  async run(input, services: Uses<'db'>) {
    return { UserPool: describePool(await requirePoolRow(services, input.UserPoolId)) };
  },
});
