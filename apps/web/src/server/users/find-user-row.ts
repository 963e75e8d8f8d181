import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database-type';
import { users, type UserRow } from '../db/schema';

function prepareFindUserRow(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.cognitoId, sql.placeholder('sub')))
    .limit(1)
    .prepare('find_user_row');
}

// Built once per database: composing the SQL of a 33-column select costs more than running it
// on PGlite, and this is the read behind every `user.me`.
const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepareFindUserRow>>();

/** The stored record of a user by their verified `sub` (the primary key), if there is one. */
export async function findUserRow(db: Database, sub: string): Promise<UserRow | undefined> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = prepareFindUserRow(db);
    preparedByDatabase.set(db, prepared);
  }
  const [row] = await prepared.execute({ sub });
  return row;
}
