import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation.js';
import type { Uses } from '../../services/context.js';
import { identityPoolIdField } from '../fields.js';
import { requireIdentityPool } from '../identity-pool-store.js';

export const describeIdentityPool = defineOperation({
  name: 'DescribeIdentityPool',
  access: 'admin',
  input: z.object({ IdentityPoolId: identityPoolIdField }),
  async run(input, services: Uses<'db'>) {
    return requireIdentityPool(services, input.IdentityPoolId);
  },
});
