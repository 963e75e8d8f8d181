import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { findFreePort } from '../../apps/web/src/server/http/free-port.js';

export type BenchPostgres =
  { databaseUrl: string; describe: string; stop(): Promise<void> } | { skipped: string };

/**
 * A fresh database for the bench: on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL when
 * one is given, otherwise on a throwaway PostgreSQL started from the machine's own binaries.
 */
export async function provideBenchPostgres(): Promise<BenchPostgres> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (serverUrl) return createDatabaseOn(serverUrl, 'the server of BENCH_DATABASE_URL');
  const binaries = findPostgresBinaries();
  if (!binaries) {
    return { skipped: 'no BENCH_DATABASE_URL or TEST_DATABASE_URL, and no PostgreSQL binaries' };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'steadfast-bench-pg-'));
  const port = await findFreePort();
  const asPostgresUser = process.getuid?.() === 0;
  const run = (command: string) => {
    if (!asPostgresUser) return execFileSync('/bin/sh', ['-c', command], { stdio: 'ignore' });
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' });
  };
  try {
    // initdb refuses to run as root; the data directory must belong to the server's user.
    if (asPostgresUser) chownSync(dir, idOf('postgres', '-u'), idOf('postgres', '-g'));
    run(`${binaries}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
    run(
      `${binaries}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/log -w start`,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `a throwaway PostgreSQL did not start (${String(error)})` };
  }
  const created = await createDatabaseOn(
    `postgres://postgres@127.0.0.1:${port}/postgres`,
    `a throwaway PostgreSQL ${path.basename(path.dirname(binaries))}`,
  );
  return {
    ...created,
    async stop() {
      await created.stop();
      run(`${binaries}/pg_ctl -D ${dir}/data -m fast -w stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createDatabaseOn(serverUrl: string, describe: string) {
  const name = `steadfast_bench_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const version = await admin.unsafe('show server_version');
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    databaseUrl: databaseUrl.toString(),
    describe: `${describe} (PostgreSQL ${String(version[0]?.server_version)})`,
    async stop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb in it (Debian's layout). */
function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

function idOf(user: string, which: '-u' | '-g'): number {
  return Number(execFileSync('id', [which, user]).toString().trim());
}
