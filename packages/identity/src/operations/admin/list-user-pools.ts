import { asc, gt } from 'drizzle-orm';
import { z } from 'zod';
import { toEpochSeconds } from '../../clock.js';
import type { PoolSettings } from '../../services/pool-settings.js';
import { pools } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import type { Uses } from '../../services/context.js';

export const listUserPools = defineOperation({
  name: 'ListUserPools',
  access: 'admin',
  input: z.object({
    MaxResults: z.number().int().min(1).max(60),
    NextToken: z.string().min(1).max(128).optional(),
  }),
  async run(input, services: Uses<'db'>) {
    const rows = await services.db
      .select()
      .from(pools)
      .where(input.NextToken ? gt(pools.id, input.NextToken) : undefined)
      .orderBy(asc(pools.id))
      .limit(input.MaxResults + 1);
    const page = rows.slice(0, input.MaxResults);
    return {
      UserPools: page.map((row) => ({
        Id: row.id,
        Name: row.name,
        LambdaConfig: (row.settings as PoolSettings).LambdaConfig ?? {},
        CreationDate: toEpochSeconds(row.createdAt),
        LastModifiedDate: toEpochSeconds(row.updatedAt),
      })),
      ...(rows.length > input.MaxResults ? { NextToken: page.at(-1)?.id } : {}),
    };
  },
});
