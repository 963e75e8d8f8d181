import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { postgresBackendCpuMs } from './process-cpu.js';
import type { StoreOptions } from '../../packages/identity/src/store/database.js';

/** A throwaway store for one bench configuration, removed again by `dispose`. */
export interface BenchBackend {
  name: 'PGlite' | 'PostgreSQL';
  store: StoreOptions;
  /** CPU time the database spent outside the server process so far (0 for PGlite, in-process). */
  databaseCpuMs(): number;
  dispose(): Promise<void>;
}

/** PGlite on disk in a fresh temporary directory, as the server runs by default. */
export async function createPgliteBackend(): Promise<BenchBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'steadfast-bench-'));
  return {
    name: 'PGlite',
    store: { dataDir },
    databaseCpuMs: () => 0,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database on the given server, so the bench never touches existing data. */
export async function createPostgresBackend(serverUrl: string): Promise<BenchBackend> {
  const databaseName = `steadfast_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return {
    name: 'PostgreSQL',
    store: { databaseUrl: url.toString(), dataDir: 'unused' },
    databaseCpuMs: () => postgresBackendCpuMs(databaseName),
    dispose: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
