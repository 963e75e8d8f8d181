import { asc, gt } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { z } from 'zod';
import { invalidParameter } from '../../errors.js';
import { describeUser } from '../../services/admin-users.js';
import { requirePool } from '../../services/pools.js';
import { parseUserFilter, userFilterCondition } from '../../services/user-filter.js';
import { users } from '../../store/schema.js';
import { defineOperation } from '../define-operation.js';
import { limitField, paginationTokenField, poolIdField } from '../fields.js';
import type { Uses } from '../../services/context.js';

function readPaginationToken(token: string | undefined): string | undefined {
  if (token === undefined) return undefined;
  const key = Buffer.from(token, 'base64url').toString('utf8');
  if (key === '' || Buffer.from(key, 'utf8').toString('base64url') !== token) {
    throw invalidParameter('Invalid pagination token.');
  }
  return key;
}

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
    const after = readPaginationToken(input.PaginationToken);
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
    const page = rows.slice(0, limit);
    const wanted = input.AttributesToGet ? new Set(input.AttributesToGet) : null;
    const Users = page.map((user) => {
      const described = describeUser(user);
      if (!wanted) return described;
      return {
        ...described,
        Attributes: described.Attributes.filter((attribute) => wanted.has(attribute.Name)),
      };
    });
    const last = page.at(-1);
    const next =
      rows.length > limit && last ? Buffer.from(last.usernameKey).toString('base64url') : undefined;
    return { Users, ...(next ? { PaginationToken: next } : {}) };
  },
});
