import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database-type';
import { users } from '../db/schema';

/**
 * Whether the person with this `sub` is an administrator now. Read on every admin call, never
 * cached or taken from a token, so a revoke takes effect on the very next call.
 */
export async function isAdmin(db: Database, sub: string): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.cognitoId, sub))
    .limit(1);
  return row?.isAdmin === true;
}
