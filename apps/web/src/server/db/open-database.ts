import 'server-only';
import { mkdirSync } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { openPostgresClient } from '@steadfast/postgres-client';
import type { Database } from './database-type';
import { applyMigrations } from './migrate';
import { openPgliteOnThread } from './pglite-thread/client';
import { tables } from './schema';

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  dataDir: string;
  migrationsFolder?: string;
  /**
   * Starts the thread that owns PGlite (`pglite-thread/worker.ts`), so its WebAssembly
   * PostgreSQL does not share the event loop that serves HTTP; without it PGlite runs on the
   * caller's thread (the admin command on its own).
   */
  startPgliteThread?: () => Worker;
}

/** Opens the database and brings the schema up to date before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.startPgliteThread);
  try {
    await applyMigrations(opened.db, options.migrationsFolder);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPglite(dataDir: string, startThread?: () => Worker): Promise<OpenDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = startThread
    ? // Drizzle's driver calls only query() and transaction(), which the threaded client answers.
      ((await openPgliteOnThread(startThread(), dataDir)) as unknown as PGlite)
    : await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema: tables }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

function openPostgres(databaseUrl: string): OpenDatabase {
  const client = openPostgresClient(databaseUrl);
  const db = drizzlePostgres({ client, schema: tables }) as unknown as Database;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}
