import { sql, type SQLWrapper, type WithSubquery } from 'drizzle-orm';
import type { Database } from './database.js';
import { refreshTokens } from './schema.js';

/** An UPDATE … RETURNING the user's id, in a WITH clause. */
export type UserIdWrite = WithSubquery & { id: SQLWrapper };

type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * INSERT … SELECT … FROM the condition: the row is stored only if the condition's update
 * matched, in the same statement (one round trip, one commit). Values are cast because
 * PostgreSQL cannot infer parameter types in a select list.
 */
export async function insertRefreshTokenIf(
  db: Database,
  row: RefreshTokenRow,
  condition: UserIdWrite,
): Promise<boolean> {
  const text = (value: string) => sql<string>`${value}::text`;
  const epoch = (value: number) => sql<number>`${value}::bigint`;
  const inserted = await db
    .with(condition)
    .insert(refreshTokens)
    .select((qb) =>
      qb
        .select({
          tokenHash: text(row.tokenHash).as('token_hash'),
          originJti: text(row.originJti).as('origin_jti'),
          userId: sql<string>`${condition.id}`.as('user_id'),
          poolId: text(row.poolId).as('pool_id'),
          clientId: text(row.clientId).as('client_id'),
          authTime: epoch(row.authTime).as('auth_time'),
          expiresAt: epoch(row.expiresAt).as('expires_at'),
          revokedAt: sql<number | null>`null::bigint`.as('revoked_at'),
        })
        .from(condition),
    )
    .returning({ tokenHash: refreshTokens.tokenHash });
  return inserted.length === 1;
}
