import 'server-only';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from './database-type';
import { applyMigrations } from './migrate';
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
}

/** Opens the database and brings the schema up to date before anything else uses it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await applyMigrations(opened.db, options.migrationsFolder);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema: tables }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

function openPostgres(databaseUrl: string): OpenDatabase {
  const client = postgres(databaseUrl, { max: 10, onnotice: () => undefined });
  const db = drizzlePostgres({ client, schema: tables }) as unknown as Database;
  return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}
