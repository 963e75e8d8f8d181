import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startIdentityServer } from '../../packages/identity/src/index.js';
import { createPgliteBackend, createPostgresBackend, type BenchBackend } from './backends.js';
import type { BenchUser, LoadRequest } from './bench-user.js';
import { measureCryptoBound } from './crypto-bound.js';
import type { LoadResult, RunWindowEvent } from './load-generator.js';
import { ownProcessCpuMs } from './process-cpu.js';
import { describeMachine } from './machine.js';
import { seedUsers } from './seed-users.js';

/**
 * Complete sign-ins per second against the identity server: SRP InitiateAuth, PASSWORD_VERIFIER
 * and SOFTWARE_TOKEN_MFA over HTTP, each by a different seeded user, at several concurrencies,
 * on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL.
 * Run: npx tsx bench/identity-signin/run.ts   (BENCH_QUICK=1 for a smoke run)
 */
const quick = process.env.BENCH_QUICK === '1';
const WARM_UP_USERS = quick ? 10 : 50;
// Users (each signs in once) and a time cap per concurrency; a run ends at whichever comes first.
const PLANS = quick
  ? [
      {
        total: 300,
        runs: [
          { concurrency: 1, users: 40, maxSeconds: 3 },
          { concurrency: 8, users: 100, maxSeconds: 3 },
          { concurrency: 64, users: 150, maxSeconds: 3 },
        ],
      },
    ]
  : [
      {
        total: 2_000,
        runs: [
          { concurrency: 1, users: 400, maxSeconds: 8 },
          { concurrency: 8, users: 750, maxSeconds: 12 },
          { concurrency: 64, users: 800, maxSeconds: 12 },
        ],
      },
      {
        total: 100_000,
        runs: [
          { concurrency: 1, users: 800, maxSeconds: 8 },
          { concurrency: 8, users: 2_000, maxSeconds: 12 },
          { concurrency: 64, users: 2_000, maxSeconds: 12 },
        ],
      },
    ];

function generateLoad(
  request: LoadRequest,
  onWindow: (phase: RunWindowEvent['phase']) => void,
): Promise<LoadResult> {
  const child = fork(fileURLToPath(new URL('./load-generator.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message) => {
      const event = message as Partial<RunWindowEvent>;
      if (event.event === 'run-window' && event.phase) onWindow(event.phase);
      else resolve(message as LoadResult);
    });
    child.once('exit', (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(request);
  });
}

async function benchConfiguration(backend: BenchBackend, plan: (typeof PLANS)[number]) {
  const signInUsers = WARM_UP_USERS + plan.runs.reduce((sum, run) => sum + run.users, 0);
  const seedStarted = performance.now();
  const users = await seedUsers(backend.store, plan.total, signInUsers);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startIdentityServer({ ...backend.store, port: 0, logLevel: 'error' });
  try {
    let next = WARM_UP_USERS;
    const take = (count: number): BenchUser[] => users.slice(next, (next += count));
    // CPU spent by the server process and the database during each timed run.
    const windows: Array<{ serverCpuMs: number; databaseCpuMs: number }> = [];
    const onWindow = (phase: RunWindowEvent['phase']) => {
      const reading = { serverCpuMs: ownProcessCpuMs(), databaseCpuMs: backend.databaseCpuMs() };
      if (phase === 'start') windows.push(reading);
      const window = windows.at(-1);
      if (phase === 'end' && window) {
        window.serverCpuMs = reading.serverCpuMs - window.serverCpuMs;
        window.databaseCpuMs = reading.databaseCpuMs - window.databaseCpuMs;
      }
    };
    const result = await generateLoad(
      {
        url: server.url,
        poolId: server.poolId,
        clientId: server.clientId,
        warmUp: users.slice(0, WARM_UP_USERS),
        runs: plan.runs.map((run) => ({
          concurrency: run.concurrency,
          users: take(run.users),
          maxSeconds: run.maxSeconds,
        })),
      },
      onWindow,
    );
    const runs = result.runs.map((run, index) => ({
      ...run,
      serverCpuMs: windows[index]?.serverCpuMs ?? Number.NaN,
      databaseCpuMs: windows[index]?.databaseCpuMs ?? Number.NaN,
    }));
    return { seedSeconds, runs };
  } finally {
    await server.close();
  }
}

const format = (value: number, digits = 1) => value.toFixed(digits);
const cpuPerSignIn = (cpuMs: number, run: { completed: number }) =>
  run.completed === 0 ? '-' : format(cpuMs / run.completed, 2);

async function main() {
  console.log(`# identity sign-in bench, ${new Date().toISOString()}`);
  console.log(`machine: ${describeMachine()}`);
  const bound = await measureCryptoBound();
  console.log(
    `crypto only (server side, one core): B ${format(bound.serverEphemeralUs, 0)} µs, password claim ${format(bound.passwordClaimUs, 0)} µs, ` +
      `RS256 sign ${format(bound.jwtSignUs, 0)} µs; per sign-in ${format(bound.perSignInUs, 0)} µs ` +
      `→ ${format(bound.signInsPerSecondPerCore)} sign-ins/s per core`,
  );
  console.log(
    `crypto only (both halves, one core): client ${format(bound.clientUs, 0)} µs (A = g^a and its S) ` +
      `+ server → ${format(bound.bothHalvesPerSecondPerCore)} complete sign-ins/s per core`,
  );
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const makers = [
    createPgliteBackend,
    ...(serverUrl ? [() => createPostgresBackend(serverUrl)] : []),
  ];
  console.log(
    '\n| store | users | concurrency | sign-ins | failed | sign-ins/s | p50 ms | p99 ms | CPU ms per sign-in: server / database / load generator |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const makeBackend of makers) {
    for (const plan of PLANS) {
      const backend = await makeBackend();
      try {
        const { seedSeconds, runs } = await benchConfiguration(backend, plan);
        for (const run of runs) {
          console.log(
            `| ${backend.name} | ${plan.total} | ${run.concurrency} | ${run.completed} | ${run.failed} | ` +
              `${format(run.perSecond)} | ${format(run.p50Ms)} | ${format(run.p99Ms)} | ` +
              `${cpuPerSignIn(run.serverCpuMs, run)} / ${cpuPerSignIn(run.databaseCpuMs, run)} / ${cpuPerSignIn(run.clientCpuMs, run)} |`,
          );
          if (run.firstError) console.log(`  first failure: ${run.firstError}`);
        }
        console.error(
          `  (${backend.name}, ${plan.total} users seeded in ${format(seedSeconds)} s)`,
        );
      } finally {
        await backend.dispose();
      }
    }
  }
}

await main();
