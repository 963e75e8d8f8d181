import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing/test-databases';
import { findMigrationsFolder } from './migrations-folder';
import { openDatabase, type OpenDatabase } from './open-database';
import { users } from './schema';

describe.each(testDatabaseTargets())('openDatabase on $name', { timeout: 60_000 }, (target) => {
  let created: Awaited<ReturnType<typeof target.create>>;
  let reopened: OpenDatabase;

  beforeAll(async () => {
    created = await target.create();
    const first = await openDatabase(created.options);
    await first.db.insert(users).values({ cognitoId: 'sub-1', username: 'ada' });
    await first.close();
    reopened = await openDatabase(created.options);
  }, 60_000);

  afterAll(async () => {
    await reopened?.close();
    await created?.drop();
  });

  it('keeps rows across restarts and applies each migration once', async () => {
    expect(reopened.kind).toBe(target.name);
    const rows = await reopened.db.select({ username: users.username }).from(users);
    expect(rows).toEqual([{ username: 'ada' }]);
    const migrations = await reopened.db.execute(
      sql`select count(*)::int as count from app.schema_migrations`,
    );
    const files = readMigrationFiles({ migrationsFolder: findMigrationsFolder() });
    expect(rowsOf(migrations)).toEqual([{ count: files.length }]);
  });

  it('refuses an unknown subscription status', async () => {
    await expect(
      reopened.db.execute(
        sql`insert into app.users (cognito_id, username, subscription_status) values ('s', 'u', 'free')`,
      ),
    ).rejects.toThrow();
  });
});

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? [...result] : (result as { rows: unknown[] }).rows;
}
