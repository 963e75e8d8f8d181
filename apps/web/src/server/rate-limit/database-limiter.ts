import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database-type';
import { rateLimits } from '../db/schema';

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key has used up its window. */
  tryConsume(key: string): Promise<boolean>;
}

export interface DatabaseLimiterOptions {
  /** Names the limit's rows; two limits must not share a name. */
  name: string;
  limit: number;
  windowInMs: number;
  clock: Clock;
  database(): Promise<Database>;
}

/**
 * A fixed window per key, counted in the database so every server process on it shares the
 * count: the first attempt opens a window of `windowInMs`, and attempts beyond `limit` inside
 * it are refused. One statement counts and answers, so parallel attempts on any number of
 * processes cannot slip past the limit (PostgreSQL re-reads the row once it holds its lock).
 */
export function createDatabaseLimiter(options: DatabaseLimiterOptions): RateLimiter {
  const { name, limit, windowInMs, clock } = options;
  let nextSweepAtInMs = 0;

  /** Rows of ended windows are deleted at most once a window per process. */
  async function sweep(db: Database, now: Date) {
    if (now.getTime() < nextSweepAtInMs) return;
    nextSweepAtInMs = now.getTime() + windowInMs;
    await db
      .delete(rateLimits)
      .where(and(eq(rateLimits.limitName, name), lte(rateLimits.windowEndsAt, now)));
  }

  return {
    async tryConsume(key) {
      const db = await options.database();
      const now = clock.now();
      const windowEnded = sql`${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          limitName: name,
          keyDigest: limitKeyDigest(key),
          attempts: 1,
          windowEndsAt: new Date(now.getTime() + windowInMs),
        })
        .onConflictDoUpdate({
          target: [rateLimits.limitName, rateLimits.keyDigest],
          set: {
            // Counting stops one past the limit: a refused attempt changes nothing further.
            attempts: sql`case when ${windowEnded} then 1
              else least(${rateLimits.attempts} + 1, ${limit + 1}::integer) end`,
            windowEndsAt: sql`case when ${windowEnded} then excluded.window_ends_at
              else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({ attempts: rateLimits.attempts });
      await sweep(db, now);
      return row !== undefined && row.attempts <= limit;
    },
  };
}

/** Keys are email and client addresses, usernames, ids; only their digest is stored. */
export function limitKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
