import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { openPostgresClient } from '@steadfast/postgres-client';
import { applyMigrations, type MigrationRunner } from './migrate.js';
import { openPgliteOnThread } from './pglite-thread.js';
import { openMigratedPglite } from './pglite-open.js';
import { createPreparedQueries } from './pglite-statements.js';
import { tables } from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;

export interface Store {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface StoreOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway in-memory store. */
  dataDir: string;
}

/** Opens the store and brings its schema up to date before anything else touches it. */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * PGlite runs on its own thread so its WebAssembly PostgreSQL does not compete with HTTP on the
 * event loop; if that thread cannot start (no TypeScript loader), it runs in-thread instead.
 */
async function openPglite(dataDir: string): Promise<Store> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Durability stays at PGlite's default (every commit is flushed) so an acknowledged write
  // survives a crash of the process.
  const client = await openPgliteOnThread(dataDir).catch(async () =>
    createPreparedQueries(await openMigratedPglite(dataDir)),
  );
  // Drizzle's PGlite driver only calls query() on it outside transactions, which we do not use.
  const db = drizzlePglite({ client: client as PGlite, schema: tables }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<Store> {
  const client = openPostgresClient(databaseUrl);
  const runner: MigrationRunner = {
    inTransaction: async (work) => {
      await client.begin(async (transaction) =>
        work({
          exec: async (text) => void (await transaction.unsafe(text)),
          query: async (text, params) =>
            // postgres.js types parameters loosely; our migration queries pass plain strings.
            Array.from(await transaction.unsafe(text, params as postgres.ParameterOrJSON<never>[])),
        }),
      );
    },
  };
  await applyMigrations(runner);
  const db = drizzlePostgres({ client, schema: tables }) as unknown as Database;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}
