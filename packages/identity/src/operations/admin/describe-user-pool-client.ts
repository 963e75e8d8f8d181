import { z } from 'zod';
import { describeClient, requireClientRow } from '../../services/pool-admin.js';
import { defineOperation } from '../define-operation.js';
import { clientIdField, poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

export const describeUserPoolClient = defineOperation({
  name: 'DescribeUserPoolClient',
  access: 'admin',
  input: z.object({ UserPoolId: poolIdField, ClientId: clientIdField }),
  async run(input, services: Uses<'db'>) {
    const row = await requireClientRow(services, input.UserPoolId, input.ClientId);
    return { UserPoolClient: describeClient(row) };
  },
});
