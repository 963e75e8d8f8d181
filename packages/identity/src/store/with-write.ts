import type { WithSubquery } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * A write (an UPDATE … RETURNING in a WITH clause) that rides along with the next statement, so
 * both commit together in one round trip. PostgreSQL runs a data-modifying WITH exactly once
 * even when the main statement does not read it.
 */
export type RidingWrite = WithSubquery;

export function withWrite(db: Database, write: RidingWrite | undefined) {
  return write ? db.with(write) : db;
}
