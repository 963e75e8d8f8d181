import 'server-only';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database-type';
import { users, type UserRow } from '../db/schema';
import { lastActiveDueAtOrBefore } from './user-record-freshness';

/**
 * Moves `lastActive` to now if it is due. The condition is in the statement itself, so
 * concurrent requests write it at most once per interval; undefined when another request
 * already did (or the record is gone).
 */
export async function touchLastActive(
  db: Database,
  sub: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ lastActive: now })
    .where(
      and(
        eq(users.cognitoId, sub),
        or(isNull(users.lastActive), lte(users.lastActive, lastActiveDueAtOrBefore(now))),
      ),
    )
    .returning();
  return row;
}
