import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailboxClient, startMailbox } from '@steadfast/mailbox';
import { describeMachine } from '../identity-signin/machine.js';
import { seedUsers } from '../identity-signin/seed-users.js';
import { collectInvalidRequests } from './invalid-requests.js';
import { summarisePhase } from './report.js';
import type { ServerMessage } from './server-process.js';
import { runTraffic, type PhaseResult, type TrafficPlan } from './traffic.js';

/**
 * Soak: the identity server in a child process of its own under a steady mix of valid traffic
 * (SRP sign-ins with TOTP, GetUser, refresh, sign-ups confirmed by emailed code) and the fuzz
 * test's malformed requests, on 127.0.0.1 only. First a valid-only baseline, then the mix.
 * Prints answers by outcome, 5xx, dropped connections, p50/p99, and the server's memory after
 * a forced garbage collection before and after, against a growth bound.
 * Run: npx tsx bench/soak/run.ts   (or npm run bench:soak)
 *   SOAK_SECONDS (600) mixed phase, SOAK_BASELINE_SECONDS (120, 0 = none), SOAK_RATE (50
 *   requests/s), SOAK_CONCURRENCY (16), SOAK_GROWTH_BOUND_MIB (64), SOAK_SEED (20261122).
 */
function numberFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}
const seconds = numberFrom('SOAK_SECONDS', 600);
const baselineSeconds = numberFrom('SOAK_BASELINE_SECONDS', 120);
const ratePerSecond = numberFrom('SOAK_RATE', 50);
const concurrency = numberFrom('SOAK_CONCURRENCY', 16);
const growthBoundMiB = numberFrom('SOAK_GROWTH_BOUND_MIB', 64);
const seed = numberFrom('SOAK_SEED', 20261122);
const WARM_UP_SECONDS = 15;
const SETTLE_SECONDS = 10;

/** The server's resident set from /proc (all threads: SRP workers, PGlite, libuv) in bytes. */
function residentBytes(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function main() {
  const started = new Date();
  console.log(`# identity soak, ${started.toISOString()}`);
  console.log(`machine: ${describeMachine()}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'steadfast-soak-'));
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  // Enough users that none signs in twice within one 30 s TOTP step even if every request were a sign-in.
  const userCount = Math.max(600, Math.ceil((ratePerSecond / 3) * 40));
  const users = await seedUsers({ dataDir }, userCount, userCount);
  const child = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    // An empty DATABASE_URL keeps the server on the PGlite directory the users were seeded into.
    env: {
      ...process.env,
      DATABASE_URL: '',
      SOAK_DATA_DIR: dataDir,
      SOAK_SMTP_URL: mailbox.smtpUrl,
    },
  });
  const messages: ServerMessage[] = [];
  const waiters: Array<(message: ServerMessage) => void> = [];
  child.on('message', (message) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message as ServerMessage);
    else messages.push(message as ServerMessage);
  });
  const nextMessage = () =>
    new Promise<ServerMessage>((resolve) => {
      const queued = messages.shift();
      if (queued) resolve(queued);
      else waiters.push(resolve);
    });
  let exitedEarly = false;
  child.once('exit', () => (exitedEarly = true));
  try {
    const listening = await nextMessage();
    if (listening.event !== 'listening') throw new Error('the server did not start');
    const pid = child.pid ?? 0;
    const measure = async (label: string) => {
      child.send('measure');
      const answer = await nextMessage();
      if (answer.event !== 'memory') throw new Error('expected a memory reading');
      return { label, ...answer.memory, ...residentBytes(pid) };
    };
    const plan = (overrides: Partial<TrafficPlan>): TrafficPlan => ({
      url: listening.url,
      poolId: listening.poolId,
      clientId: listening.clientId,
      users: users.slice(2),
      mail: createMailboxClient(mailbox.httpUrl),
      invalid: [],
      ratePerSecond,
      seconds,
      concurrency,
      ...overrides,
    });
    const invalid = await collectInvalidRequests(listening, users.slice(0, 2), seed);
    console.log(
      `${invalid.length} malformed requests sampled from the fuzz test's shapes (seed ${seed})`,
    );
    await runTraffic(plan({ invalid, seconds: WARM_UP_SECONDS }));
    const readings = [await measure('after warm-up')];
    const phases: Array<{ name: string; result: PhaseResult }> = [];
    if (baselineSeconds > 0) {
      phases.push({
        name: 'valid only',
        result: await runTraffic(plan({ seconds: baselineSeconds })),
      });
      readings.push(await measure('after valid only'));
    }
    phases.push({ name: 'valid + malformed', result: await runTraffic(plan({ invalid })) });
    readings.push(await measure('after the mix'));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    readings.push(await measure(`after the mix, ${SETTLE_SECONDS} s idle`));
    console.log(`\nserver process alive at the end: ${!exitedEarly}`);
    for (const phase of phases)
      console.log(summarisePhase(phase.name, phase.result, ratePerSecond));
    printMemory(readings);
  } finally {
    if (child.exitCode === null) {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printMemory(
  readings: Array<{
    label: string;
    rss: number;
    peak: number;
    heapUsed: number;
    heapTotal: number;
    external: number;
  }>,
) {
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    '\n| server memory (after gc) | RSS MiB | peak RSS MiB | heap used MiB | heap total MiB | external MiB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const reading of readings) {
    console.log(
      `| ${reading.label} | ${mib(reading.rss)} | ${mib(reading.peak)} | ${mib(reading.heapUsed)} | ${mib(reading.heapTotal)} | ${mib(reading.external)} |`,
    );
  }
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return;
  const rssGrowth = last.rss - first.rss;
  const heapGrowth = last.heapUsed - first.heapUsed;
  const within = rssGrowth <= growthBoundMiB * 2 ** 20;
  console.log(
    `\ngrowth from "${first.label}" to "${last.label}": RSS ${mib(rssGrowth)} MiB, heap used ${mib(heapGrowth)} MiB; ` +
      `bound ${growthBoundMiB} MiB of RSS: ${within ? 'within' : 'EXCEEDED'}`,
  );
  if (!within) process.exitCode = 1;
}

await main();
