/**
 * `user.me` over HTTP against the production build of the web app, side by side with
 * `system.ping` (a public query that does no work: the framework's floor) on the same server,
 * at 1, 8 and 64 connections, on PGlite and on PostgreSQL, counting the identity-service calls
 * made during the steady state. `benchUserMe()` returns a markdown section for bench/web/run.ts.
 *
 * Alone: `npx tsx bench/web/user-me.ts [--before <apps/web of another checkout, built>]`; with
 * `--before`, that version's floor and `user.me` are measured in the same run, and each build's
 * `user.me` is compared with its own floor. BENCH_USER_ME_SECONDS sets the length of each
 * measurement (default 5), BENCH_USER_ME_ROUNDS how many rounds are taken (default 5, medians
 * reported, each round's p99 at 64 connections beside), BENCH_USER_ME_USERS how many signed-in
 * people the `user.me` calls are spread over (default 64), BENCH_DATABASE_URL a PostgreSQL
 * server to use.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { load, medianLoad, type Load } from './user-me-load.js';
import { provideBenchPostgres } from './user-me-postgres.js';
import {
  signInBenchUsers,
  startBenchWebServer,
  startIdentityForBench,
  type IdentityForBench,
} from './user-me-stack.js';

const CONCURRENCIES = [1, 8, 64] as const;
const TARGET_SHARE_OF_FLOOR = 0.7;
const TARGET_P99_MS = 100;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Settings {
  seconds: number;
  rounds: number;
  /** Signed-in people whose calls are spread over the connections, each request the next one's. */
  users: number;
}

interface Measured {
  database: string;
  build: string;
  /** Per query (`system.ping`, `user.me`) and number of connections. */
  loads: Map<string, Load>;
  /** The same, each round's own figures in round order. */
  rounds: Map<string, Load[]>;
  getUserCalls: number;
  userMeRequests: number;
}

const key = (query: string, connections: number) => `${query}@${connections}`;

/** One build on one database: a warm-up, then the floor and `user.me` in turn, round by round. */
async function measureBuild(options: {
  webDir: string;
  build: string;
  database: { name: string; url?: string };
  services: IdentityForBench;
  accessTokens: readonly string[];
  settings: Settings;
}): Promise<Measured> {
  const server = await startBenchWebServer({
    webDir: options.webDir,
    services: options.services,
    ...(options.database.url ? { databaseUrl: options.database.url } : {}),
  });
  try {
    const me = {
      url: `${server.url}/api/trpc/user.me`,
      headers: options.accessTokens.map((token) => ({ authorization: `Bearer ${token}` })),
    };
    const floor = { url: `${server.url}/api/trpc/system.ping`, headers: {} };
    // Each user's first call creates their record (and asks the identity service); the steady state follows.
    for (const headers of me.headers) {
      const first = await fetch(me.url, { headers });
      if (!first.ok) throw new Error(`user.me answered ${first.status}: ${await first.text()}`);
    }
    const callsBefore = options.services.proxy.count('GetUser');
    let userMeRequests = (await load(me.url, me.headers, 8, 3)).total + me.headers.length;
    await load(floor.url, floor.headers, 8, 3);
    const rounds = new Map<string, Load[]>();
    for (const connections of CONCURRENCIES) {
      for (let round = 0; round < options.settings.rounds; round++) {
        const targets = { 'system.ping': floor, 'user.me': me };
        for (const [query, target] of Object.entries(targets)) {
          const measured = await load(
            target.url,
            target.headers,
            connections,
            options.settings.seconds,
          );
          if (query === 'user.me') userMeRequests += measured.total;
          rounds.set(key(query, connections), [
            ...(rounds.get(key(query, connections)) ?? []),
            measured,
          ]);
        }
      }
    }
    const loads = new Map([...rounds].map(([name, list]) => [name, medianLoad(list)]));
    const getUserCalls = options.services.proxy.count('GetUser') - callsBefore;
    return {
      database: options.database.name,
      build: options.build,
      loads,
      rounds,
      getUserCalls,
      userMeRequests,
    };
  } finally {
    await server.stop();
  }
}

/** The p99 of each round at 64 connections, as "a, b, c". */
function roundsOf(measured: Measured, query: string): string {
  return (measured.rounds.get(key(query, 64)) ?? []).map((one) => one.p99Ms).join(', ');
}

function verdict(measured: Measured, floor: Load | undefined): string {
  const me = measured.loads.get(key('user.me', 64));
  const share = me && floor ? me.requestsPerSecond / floor.requestsPerSecond : Number.NaN;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `- ${measured.database}, ${measured.build}: at 64 connections \`user.me\` made ${me?.requestsPerSecond ?? '?'} req/s,`,
    `${Math.round(share * 100)} % of the floor's ${floor?.requestsPerSecond ?? '?'} (target ≥ ${TARGET_SHARE_OF_FLOOR * 100} %: ${met(share >= TARGET_SHARE_OF_FLOOR)}),`,
    `p99 ${me?.p99Ms ?? '?'} ms (target < ${TARGET_P99_MS} ms: ${met((me?.p99Ms ?? Infinity) < TARGET_P99_MS)};`,
    `rounds ${roundsOf(measured, 'user.me')} ms, the floor's ${roundsOf(measured, 'system.ping')} ms);`,
    `identity-service GetUser calls during the steady state: **${measured.getUserCalls}** over ${measured.userMeRequests} requests (target 0).`,
  ].join(' ');
}

function table(results: Measured[]): string {
  const lines = [
    '| database | build | query | connections | req/s | p50 | p99 | non-2xx or errors |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const measured of results) {
    for (const [name, one] of measured.loads) {
      const [query, connections] = name.split('@');
      lines.push(
        `| ${measured.database} | ${measured.build} | \`${query}\` | ${connections} | ${one.requestsPerSecond} | ${one.p50Ms} ms | ${one.p99Ms} ms | ${one.failed} |`,
      );
    }
  }
  return lines.join('\n');
}

export async function benchUserMe(options: { beforeWebDir?: string } = {}): Promise<string> {
  const settings: Settings = {
    seconds: Number(process.env.BENCH_USER_ME_SECONDS ?? 5),
    rounds: Number(process.env.BENCH_USER_ME_ROUNDS ?? 5),
    users: Number(process.env.BENCH_USER_ME_USERS ?? 64),
  };
  const loadAtStart = loadavg()[0] ?? 0;
  const services = await startIdentityForBench();
  const postgres = await provideBenchPostgres();
  const results: Measured[] = [];
  const verdicts: string[] = [];
  try {
    const users = await signInBenchUsers(services, settings.users);
    const databases: { name: string; url?: string }[] = [{ name: 'PGlite' }];
    if ('databaseUrl' in postgres)
      databases.push({ name: 'PostgreSQL', url: postgres.databaseUrl });
    const builds = [{ build: 'this version', webDir: path.join(rootDir, 'apps/web') }];
    if (options.beforeWebDir) builds.push({ build: 'before', webDir: options.beforeWebDir });
    for (const database of databases) {
      for (const build of builds) {
        const measured = await measureBuild({
          ...build,
          database,
          services,
          accessTokens: users.map((user) => user.accessToken),
          settings,
        });
        results.push(measured);
        // Each build against its own floor: how the server answers a call is part of a build.
        verdicts.push(verdict(measured, measured.loads.get(key('system.ping', 64))));
      }
    }
  } finally {
    if ('stop' in postgres) await postgres.stop();
    await services.close();
  }
  const loadAtEnd = loadavg()[0] ?? 0;
  return [
    '### `user.me` over HTTP',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${process.platform}, ${cpus().length} cores, Node ${process.version}) with \`npx tsx bench/web/user-me.ts\`: the production build run as \`npm start\` runs it, the real identity server (in memory) behind a proxy that counts the web server's calls to it, autocannon from the same machine; after a 3 s warm-up, the floor and \`user.me\` in turn for ${settings.seconds} s each at each level, \`user.me\` asked for by ${settings.users} people signed in through the identity server (each connection sends their tokens in turn), ${settings.rounds} rounds, medians shown; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (${cpus().length} cores).`,
    'The floor is `system.ping`, a public query that touches neither the database nor the identity service: what the route, the context and the serializer cost on their own. Each build is compared with its own floor.',
    'PostgreSQL' +
      ('skipped' in postgres ? ` skipped: ${postgres.skipped}.` : `: ${postgres.describe}.`),
    '',
    table(results),
    '',
    ...verdicts,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const beforeIndex = process.argv.indexOf('--before');
  const beforeArgument = beforeIndex === -1 ? undefined : process.argv[beforeIndex + 1];
  const beforeWebDir = beforeArgument ? path.resolve(beforeArgument) : undefined;
  console.log(`\n${await benchUserMe(beforeWebDir ? { beforeWebDir } : {})}\n`);
}
