import type { Database } from './database.js';

/**
 * A statement built once per database and reused: Drizzle then skips rebuilding the SQL text,
 * which on the sign-in path cost more of the event loop than running the statement did.
 * Values go in through `sql.placeholder`.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
