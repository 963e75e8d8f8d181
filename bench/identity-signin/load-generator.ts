import type { BenchUser, LoadRequest, LoadRun } from './bench-user.js';
import { createCognitoHttp } from './cognito-http.js';
import { signIn } from './sign-in.js';
import { summarise, type RunSummary } from './stats.js';

/**
 * Runs in a child process (see run.ts) so the clients' own SRP work does not share the
 * server's event loop. Receives one LoadRequest, answers with one summary per run.
 */
export interface LoadResult {
  runs: Array<RunSummary & { concurrency: number; firstError?: string }>;
}

async function runOnce(request: LoadRequest, run: LoadRun) {
  const http = createCognitoHttp(request.url, run.concurrency);
  const target = { http, poolId: request.poolId, clientId: request.clientId };
  const queue: BenchUser[] = [...run.users];
  const latenciesMs: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  const startedAt = performance.now();
  const deadline = startedAt + run.maxSeconds * 1000;
  async function worker() {
    for (let user = queue.shift(); user && performance.now() < deadline; user = queue.shift()) {
      const begin = performance.now();
      try {
        await signIn(target, user);
        latenciesMs.push(performance.now() - begin);
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  }
  await Promise.all(Array.from({ length: run.concurrency }, worker));
  const elapsedMs = performance.now() - startedAt;
  http.close();
  return { concurrency: run.concurrency, ...summarise(latenciesMs, failed, elapsedMs), firstError };
}

async function generateLoad(request: LoadRequest): Promise<LoadResult> {
  await runOnce(request, { concurrency: 4, users: request.warmUp, maxSeconds: 30 });
  const runs: LoadResult['runs'] = [];
  for (const run of request.runs) runs.push(await runOnce(request, run));
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
