import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface MigrationExecutor {
  exec(text: string): Promise<void>;
  query(text: string, params: string[]): Promise<unknown[]>;
}

export interface MigrationRunner {
  inTransaction(work: (executor: MigrationExecutor) => Promise<void>): Promise<void>;
}

const migrationsDirectory = fileURLToPath(new URL('./migrations/', import.meta.url));

/** An arbitrary constant shared by every server process, so concurrent starts migrate once. */
const migrationLockId = 922_901;

export function listMigrations(): { name: string; text: string }[] {
  return readdirSync(migrationsDirectory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(migrationsDirectory + name, 'utf8') }));
}

/** Applies the checked-in SQL files in name order, each once, inside one transaction. */
export async function applyMigrations(runner: MigrationRunner): Promise<void> {
  await runner.inTransaction(async (executor) => {
    // The lock comes first: two servers creating the schema at once would otherwise collide.
    await executor.query(`SELECT pg_advisory_xact_lock(${migrationLockId})`, []);
    await executor.exec('CREATE SCHEMA IF NOT EXISTS identity');
    await executor.exec(
      'CREATE TABLE IF NOT EXISTS identity.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const appliedRows = (await executor.query(
      'SELECT name FROM identity.schema_migrations',
      [],
    )) as {
      name: string;
    }[];
    const applied = new Set(appliedRows.map((row) => row.name));
    for (const migration of listMigrations()) {
      if (applied.has(migration.name)) continue;
      await executor.exec(migration.text);
      await executor.query('INSERT INTO identity.schema_migrations (name) VALUES ($1)', [
        migration.name,
      ]);
    }
  });
}
