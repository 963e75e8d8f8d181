/**
 * `user.me` over HTTP against the production build of the web app, side by side with
 * `system.ping` (a public query that does no work: the framework's floor) on the same server,
 * at 1, 8 and 64 connections, on PGlite and on PostgreSQL, counting the identity-service calls
 * made during the steady state. `benchUserMe()` returns a markdown section for bench/web/run.ts.
 *
 * Alone: `npx tsx bench/web/user-me.ts [--before <apps/web of another checkout, built>]`; with
 * `--before`, that version's `user.me` is measured in the same run. BENCH_USER_ME_SECONDS sets
 * the length of each measurement (default 10), BENCH_DATABASE_URL a PostgreSQL server to use.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { provideBenchPostgres } from './user-me-postgres.js';
import {
  signInBenchUser,
  startBenchWebServer,
  startIdentityForBench,
  type IdentityForBench,
} from './user-me-stack.js';

const CONCURRENCIES = [1, 8, 64] as const;
const TARGET_SHARE_OF_FLOOR = 0.7;
const TARGET_P99_MS = 100;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  total: number;
}

interface Row extends Load {
  database: string;
  build: string;
  query: string;
  connections: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Load> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
    total: result.requests.total,
  };
}

/** One build on one database: warm up, then the floor and `user.me` in turn at each level. */
async function measureBuild(options: {
  webDir: string;
  build: string;
  database: { name: string; url?: string };
  services: IdentityForBench;
  accessToken: string;
  seconds: number;
  withFloor: boolean;
}): Promise<{ rows: Row[]; getUserCalls: number; requests: number }> {
  const server = await startBenchWebServer({
    webDir: options.webDir,
    services: options.services,
    ...(options.database.url ? { databaseUrl: options.database.url } : {}),
  });
  try {
    const me = `${server.url}/api/trpc/user.me`;
    const floor = `${server.url}/api/trpc/system.ping`;
    const auth = { authorization: `Bearer ${options.accessToken}` };
    // The first call creates the record (and asks the identity service); what follows is the steady state.
    const first = await fetch(me, { headers: auth });
    if (!first.ok) throw new Error(`user.me answered ${first.status}: ${await first.text()}`);
    const callsBefore = options.services.proxy.count('GetUser');
    await load(me, auth, 8, 3);
    if (options.withFloor) await load(floor, {}, 8, 3);
    const rows: Row[] = [];
    const row = (query: string, connections: number, measured: Load): Row => ({
      database: options.database.name,
      build: options.build,
      query,
      connections,
      ...measured,
    });
    for (const connections of CONCURRENCIES) {
      if (options.withFloor) {
        rows.push(
          row('system.ping', connections, await load(floor, {}, connections, options.seconds)),
        );
      }
      rows.push(row('user.me', connections, await load(me, auth, connections, options.seconds)));
    }
    const requests = rows
      .filter((each) => each.query === 'user.me')
      .reduce((sum, each) => sum + each.total, 0);
    return { rows, getUserCalls: options.services.proxy.count('GetUser') - callsBefore, requests };
  } finally {
    await server.stop();
  }
}

function verdict(
  rows: Row[],
  build: string,
  database: string,
  getUserCalls: number,
  requests: number,
): string {
  const at64 = (query: string) =>
    rows.find(
      (row) =>
        row.build === build &&
        row.database === database &&
        row.query === query &&
        row.connections === 64,
    );
  const me = at64('user.me');
  const floor = rows.find(
    (row) => row.database === database && row.query === 'system.ping' && row.connections === 64,
  );
  const share = me && floor ? me.requestsPerSecond / floor.requestsPerSecond : Number.NaN;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return `- ${database}, ${build}: at 64 connections \`user.me\` made ${me?.requestsPerSecond ?? '?'} req/s, ${Math.round(share * 100)} % of the floor's ${floor?.requestsPerSecond ?? '?'} (target ≥ ${TARGET_SHARE_OF_FLOOR * 100} %: ${met(share >= TARGET_SHARE_OF_FLOOR)}), p99 ${me?.p99Ms ?? '?'} ms (target < ${TARGET_P99_MS} ms: ${met((me?.p99Ms ?? Infinity) < TARGET_P99_MS)}); identity-service GetUser calls during the steady state: **${getUserCalls}** over ${requests} requests (target 0).`;
}

export async function benchUserMe(options: { beforeWebDir?: string } = {}): Promise<string> {
  const seconds = Number(process.env.BENCH_USER_ME_SECONDS ?? 10);
  const loadAtStart = loadavg()[0] ?? 0;
  const services = await startIdentityForBench();
  const postgres = await provideBenchPostgres();
  const rows: Row[] = [];
  const verdicts: string[] = [];
  try {
    const user = await signInBenchUser(services);
    const databases: { name: string; url?: string }[] = [{ name: 'PGlite' }];
    if ('databaseUrl' in postgres)
      databases.push({ name: 'PostgreSQL', url: postgres.databaseUrl });
    for (const database of databases) {
      const builds = [
        { build: 'this version', webDir: path.join(rootDir, 'apps/web'), withFloor: true },
      ];
      if (options.beforeWebDir)
        builds.push({ build: 'before', webDir: options.beforeWebDir, withFloor: false });
      for (const build of builds) {
        const measured = await measureBuild({
          ...build,
          database,
          services,
          accessToken: user.accessToken,
          seconds,
        });
        rows.push(...measured.rows);
        verdicts.push(
          verdict(rows, build.build, database.name, measured.getUserCalls, measured.requests),
        );
      }
    }
  } finally {
    if ('stop' in postgres) await postgres.stop();
    await services.close();
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  const table = [
    '| database | build | query | connections | req/s | p50 | p99 | non-2xx or errors |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.build} | \`${row.query}\` | ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} ms | ${row.p99Ms} ms | ${row.failed} |`,
    ),
  ].join('\n');
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${process.platform}, ${cpus().length} cores, Node ${process.version}) with \`npx tsx bench/web/user-me.ts\`: the production build run as \`npm start\` runs it, the real identity server (in memory) behind a proxy that counts the web server's calls to it, autocannon for ${seconds} s per row after a 3 s warm-up, floor and \`user.me\` in turn at each level; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end.`,
    'The floor is `system.ping`, a public query that touches neither the database nor the identity service: what the route, the context and the serializer cost on their own.',
    'PostgreSQL' +
      ('skipped' in postgres ? ` skipped: ${postgres.skipped}.` : `: ${postgres.describe}.`),
    '',
    table,
    '',
    ...verdicts,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const beforeIndex = process.argv.indexOf('--before');
  const beforeWebDir =
    beforeIndex === -1 ? undefined : path.resolve(process.argv[beforeIndex + 1] ?? '');
  console.log(`\n${await benchUserMe(beforeWebDir ? { beforeWebDir } : {})}\n`);
}
