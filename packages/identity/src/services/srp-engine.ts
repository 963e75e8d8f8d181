import { Worker } from 'node:worker_threads';
import type { PasswordClaim } from '../crypto/srp-password-claim.js';
import { createServerKey, verifyPasswordClaim, type ServerKey } from '../crypto/srp.js';
import type { SrpTask } from './srp-worker.js';
import { typescriptWorkerBootstrap } from '../store/typescript-worker.js';

/** The two SRP steps that cost modular exponentiations, run inline or on worker threads. */
export interface SrpEngine {
  /** b and g^b for a new sign-in; B follows from g^b and the verifier (publicBFor). */
  createServerKey(): Promise<ServerKey>;
  verifyPasswordClaim(claim: PasswordClaim): Promise<boolean>;
  close(): Promise<void>;
}

export function createInlineSrpEngine(): SrpEngine {
  return {
    createServerKey: async () => createServerKey(),
    verifyPasswordClaim: async (claim) => verifyPasswordClaim(claim),
    close: async () => undefined,
  };
}

type Pending = {
  worker: number;
  input: TaskInput;
  resolve(value: unknown): void;
  reject(error: Error): void;
};
type TaskInput = { kind: 'key' } | { kind: 'claim'; claim: PasswordClaim };

function workerBootstrap(): string {
  return typescriptWorkerBootstrap(new URL('./srp-worker.ts', import.meta.url));
}

function spawnWorker(bootstrap: string): Worker {
  const worker = new Worker(bootstrap, { eval: true });
  worker.unref();
  return worker;
}

/**
 * A fixed pool of workers taking tasks in turn, so the modexps of concurrent sign-ins use every
 * core while the event loop keeps serving requests and the embedded database. A worker that
 * dies fails only its own tasks and is replaced; if workers cannot start at all (no TypeScript
 * loader), the work falls back to the event loop.
 */
/** `bootstrap` is the worker's start-up code; tests replace it to simulate a broken install. */
export function createWorkerSrpEngine(size: number, bootstrap = workerBootstrap()): SrpEngine {
  const pending = new Map<number, Pending>();
  const workers: Worker[] = [];
  const inline = createInlineSrpEngine();
  const runInline = (input: TaskInput): Promise<unknown> =>
    input.kind === 'key' ? inline.createServerKey() : inline.verifyPasswordClaim(input.claim);
  let closing = false;
  // A worker that dies before answering anything cannot start at all; stop respawning then.
  let workersUnavailable = false;
  const start = (slot: number) => {
    const worker = spawnWorker(bootstrap);
    let answered = false;
    worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      answered = true;
      const task = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) task?.reject(new Error(message.error));
      else task?.resolve(message.result);
    });
    worker.on('exit', () => {
      if (!answered) workersUnavailable = true;
      for (const [id, task] of pending) {
        if (task.worker !== slot) continue;
        pending.delete(id);
        // A worker that never started leaves its tasks to the event loop; a crash fails them.
        if (answered || closing) task.reject(new Error('SRP worker stopped'));
        else runInline(task.input).then(task.resolve, task.reject);
      }
      if (!closing && answered) start(slot);
    });
    workers[slot] = worker;
  };
  for (let slot = 0; slot < size; slot += 1) start(slot);
  let nextId = 0;
  const run = <T>(input: TaskInput): Promise<T> => {
    const id = nextId++;
    const slot = id % size;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, {
        worker: slot,
        input,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      workers[slot]?.postMessage({ id, ...input } satisfies SrpTask);
    });
  };
  return {
    createServerKey: () => (workersUnavailable ? inline.createServerKey() : run({ kind: 'key' })),
    verifyPasswordClaim: (claim) =>
      workersUnavailable ? inline.verifyPasswordClaim(claim) : run({ kind: 'claim', claim }),
    close: async () => {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
