import 'server-only';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from './database-type';
import { findMigrationsFolder } from './migrations-folder';

/** Bookkeeping for applied migrations; kept out of schema.ts so drizzle-kit never emits it. */
const appliedMigrations = pgSchema('app').table('schema_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }).primaryKey(),
  hash: text('hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shared by every web server process, so concurrent starts on one PostgreSQL migrate once. */
const migrationLockKey = 4_711_042;

/** Applies each checked-in migration once, in order, in one transaction. */
export async function applyMigrations(db: Database, migrationsFolder = findMigrationsFolder()) {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    await transaction.execute(sql.raw('create schema if not exists app'));
    await transaction.execute(
      sql.raw(`create table if not exists app.schema_migrations (
        created_at bigint primary key,
        hash text not null,
        applied_at timestamptz not null default now())`),
    );
    const applied = await transaction
      .select({ createdAt: appliedMigrations.createdAt })
      .from(appliedMigrations);
    const appliedSet = new Set(applied.map((row) => row.createdAt));
    for (const migration of migrations) {
      if (appliedSet.has(migration.folderMillis)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await transaction.execute(sql.raw(statement));
      }
      await transaction
        .insert(appliedMigrations)
        .values({ createdAt: migration.folderMillis, hash: migration.hash });
    }
  });
}

/**
 * How many checked-in migrations the database has not recorded (0: the schema is the one this
 * build expects). Throws when the database does not answer.
 */
export async function countPendingMigrations(
  db: Database,
  migrationsFolder = findMigrationsFolder(),
): Promise<number> {
  const applied = await db
    .select({ createdAt: appliedMigrations.createdAt })
    .from(appliedMigrations);
  const appliedSet = new Set(applied.map((row) => Number(row.createdAt)));
  return readMigrationFiles({ migrationsFolder }).filter(
    (migration) => !appliedSet.has(migration.folderMillis),
  ).length;
}
