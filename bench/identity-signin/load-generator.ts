import type { LoadRequest, LoadRun } from './bench-user.js';
import { createCognitoHttp } from './cognito-http.js';
import { signIn } from './sign-in.js';
import { createClientEphemeral } from './srp-client.js';
import { summarise, type RunSummary } from './stats.js';

/**
 * Runs in a child process (see run.ts) so the clients' own SRP work does not share the
 * server's event loop. Receives one LoadRequest, answers with one summary per run.
 */
export interface LoadResult {
  runs: Array<RunSummary & { concurrency: number; clientCpuMs: number; firstError?: string }>;
}

/** Sent to the parent when a timed run starts and ends, so it can read its own CPU time then. */
export interface RunWindowEvent {
  event: 'run-window';
  phase: 'start' | 'end';
}

function announce(phase: RunWindowEvent['phase']) {
  process.send?.({ event: 'run-window', phase } satisfies RunWindowEvent);
}

async function runOnce(request: LoadRequest, run: LoadRun, timed: boolean) {
  const http = createCognitoHttp(request.url, run.concurrency);
  const target = { http, poolId: request.poolId, clientId: request.clientId };
  // Each client's A = g^a is made before the clock starts: it is the load generator's own
  // modexp (a third of its SRP work), which would otherwise share the cores with the server.
  const queue = run.users.map((user) => ({ user, client: createClientEphemeral() }));
  const latenciesMs: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  if (timed) announce('start');
  const cpuAtStart = process.cpuUsage();
  const startedAt = performance.now();
  const deadline = startedAt + run.maxSeconds * 1000;
  async function worker() {
    for (let next = queue.shift(); next && performance.now() < deadline; next = queue.shift()) {
      const begin = performance.now();
      try {
        await signIn(target, next.user, next.client);
        latenciesMs.push(performance.now() - begin);
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: run.concurrency }, worker));
  const elapsedMs = performance.now() - startedAt;
  const cpu = process.cpuUsage(cpuAtStart);
  if (timed) announce('end');
  http.close();
  return {
    concurrency: run.concurrency,
    ...summarise(latenciesMs, failed, elapsedMs),
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    firstError,
  };
}

async function generateLoad(request: LoadRequest): Promise<LoadResult> {
  await runOnce(request, { concurrency: 4, users: request.warmUp, maxSeconds: 30 }, false);
  const runs: LoadResult['runs'] = [];
  for (const run of request.runs) runs.push(await runOnce(request, run, true));
  return { runs };
}

process.once('message', (message) => {
  generateLoad(message as LoadRequest).then(
    (result) => process.send?.(result, () => process.disconnect()),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
