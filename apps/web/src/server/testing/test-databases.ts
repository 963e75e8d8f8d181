import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database-type';
import { openDatabase, type OpenDatabase, type OpenDatabaseOptions } from '../db/open-database';
import { startPgliteTestThread } from './pglite-test-thread';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Creates an empty database of this kind; `drop` removes it again. */
  create(): Promise<{ options: OpenDatabaseOptions; drop(): Promise<void> }>;
}

const pglite: TestDatabaseTarget = {
  name: 'pglite',
  async create() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'steadfast-web-db-'));
    // On its own thread, as the built server runs it.
    const options = { dataDir, startPgliteThread: startPgliteTestThread };
    return { options, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

/** A fresh database per run on the server of `TEST_DATABASE_URL`, so runs never share rows. */
function postgresTarget(serverUrl: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async create() {
      const name = `steadfast_web_test_${crypto.randomUUID().replaceAll('-', '')}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`create database ${name}`);
      const databaseUrl = new URL(serverUrl);
      databaseUrl.pathname = `/${name}`;
      return {
        options: { databaseUrl: databaseUrl.toString(), dataDir: 'unused' },
        async drop() {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end({ timeout: 5 });
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when `TEST_DATABASE_URL` names a server. */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? [pglite, postgresTarget(serverUrl)] : [pglite];
}

/**
 * A fresh, migrated database of `target` for the surrounding suite: created and opened before
 * its tests, closed and dropped after them. Read `database.db` inside tests.
 */
export function useTestDatabase(target: TestDatabaseTarget): { readonly db: Database } {
  let created: Awaited<ReturnType<TestDatabaseTarget['create']>> | undefined;
  let opened: OpenDatabase | undefined;
  beforeAll(async () => {
    created = await target.create();
    opened = await openDatabase(created.options);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
    await created?.drop();
  });
  return {
    get db() {
      if (!opened) throw new Error('The test database is open only while the suite runs.');
      return opened.db;
    },
  };
}
