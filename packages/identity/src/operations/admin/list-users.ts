import { asc, gt } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import { describeUser } from '../../services/admin-users.js';
import { pageOf, readPageToken } from '../../services/page-tokens.js';
import { requirePool } from '../../services/pools.js';
import { parseUserFilter, userFilterCondition } from '../../services/user-filter.js';
import { users } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { limitField, paginationTokenField, poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

export const listUsers = defineOperation({
  name: 'ListUsers',
  access: 'admin',
  input: z.object({
    UserPoolId: poolIdField,
    Filter: z.string().max(256).optional(),
    Limit: limitField(60),
    PaginationToken: paginationTokenField,
    AttributesToGet: z.array(z.string().min(1).max(32)).max(60).optional(),
  }),
  async run(input, services: Uses<'db'>) {
    await requirePool(services, input.UserPoolId);
    const filter = parseUserFilter(input.Filter);
    const after = readPageToken(input.PaginationToken);
    const limit = input.Limit || 60;
    const rows = await services.db
      .select()
      .from(users)
      .where(
        and(
          userFilterCondition(input.UserPoolId, filter),
          after ? gt(users.usernameKey, after) : undefined,
        ),
      )
      .orderBy(asc(users.usernameKey))
      .limit(limit + 1);
    const { page, next } = pageOf(rows, limit, (user) => user.usernameKey);
    const wanted = input.AttributesToGet ? new Set(input.AttributesToGet) : null;
    const Users = page.map((user) => {
      const described = describeUser(user);
      if (!wanted) return described;
      return {
        ...described,
        Attributes: described.Attributes.filter((attribute) => wanted.has(attribute.Name)),
      };
    });
    return { Users, ...(next ? { PaginationToken: next } : {}) };
  },
});
