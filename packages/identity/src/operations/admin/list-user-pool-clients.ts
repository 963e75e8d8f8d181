import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { requirePoolRow } from '../../services/pool-admin.js';
import { clients } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

export const listUserPoolClients = defineOperation({
  name: 'ListUserPoolClients',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    MaxResults: z.number().int().min(1).max(60).optional(),
    NextToken: z.string().min(1).max(128).optional(),
  }),
  async run(input, services: Uses<'db'>) {
    await requirePoolRow(services, input.UserPoolId);
    const limit = input.MaxResults ?? 60;
    const rows = await services.db
      .select()
      .from(clients)
      .where(
        and(
          eq(clients.poolId, input.UserPoolId),
          input.NextToken ? gt(clients.id, input.NextToken) : undefined,
        ),
      )
      .orderBy(asc(clients.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return {
      UserPoolClients: page.map((row) => ({
        ClientId: row.id,
        UserPoolId: row.poolId,
        ClientName: (row.settings as { ClientName: string }).ClientName,
      })),
      ...(rows.length > limit ? { NextToken: page.at(-1)?.id } : {}),
    };
  },
});
