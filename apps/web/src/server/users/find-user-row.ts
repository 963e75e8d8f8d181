import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database-type';
import { users, type UserRow } from '../db/schema';

/** The stored record of a user by their verified `sub` (the primary key), if there is one. */
export async function findUserRow(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.cognitoId, sub)).limit(1);
  return row;
}
