import { Worker } from 'node:worker_threads';
import { createPasswordChallenge, type PasswordChallenge } from '../crypto/srp.js';
import type { SrpTask } from './srp-worker.js';
import { typescriptWorkerBootstrap } from '../store/typescript-worker.js';

/** The server's SRP exponentiations (createPasswordChallenge), run inline or on worker threads. */
export interface SrpEngine {
  createPasswordChallenge(input: ChallengeInput): Promise<PasswordChallenge>;
  close(): Promise<void>;
}

export interface ChallengeInput {
  clientPublicAHex: string;
  verifierHex: string;
}

export function createInlineSrpEngine(): SrpEngine {
  return {
    createPasswordChallenge: async (input) =>
      createPasswordChallenge(input.clientPublicAHex, input.verifierHex),
    close: async () => undefined,
  };
}

type Pending = {
  worker: number;
  input: ChallengeInput;
  resolve(value: PasswordChallenge): void;
  reject(error: Error): void;
};

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
  let closing = false;
  // A worker that dies before answering anything cannot start at all; stop respawning then.
  let workersUnavailable = false;
  const start = (slot: number) => {
    const worker = spawnWorker(bootstrap);
    let answered = false;
    worker.on('message', (message: { id: number; result?: PasswordChallenge; error?: string }) => {
      answered = true;
      const task = pending.get(message.id);
      pending.delete(message.id);
      if (message.result) task?.resolve(message.result);
      else task?.reject(new Error(message.error ?? 'SRP worker failed'));
    });
    worker.on('exit', () => {
      if (!answered) workersUnavailable = true;
      for (const [id, task] of pending) {
        if (task.worker !== slot) continue;
        pending.delete(id);
        // A worker that never started leaves its tasks to the event loop; a crash fails them.
        if (answered || closing) task.reject(new Error('SRP worker stopped'));
        else inline.createPasswordChallenge(task.input).then(task.resolve, task.reject);
      }
      if (!closing && answered) start(slot);
    });
    workers[slot] = worker;
  };
  for (let slot = 0; slot < size; slot += 1) start(slot);
  let nextId = 0;
  const run = (input: ChallengeInput): Promise<PasswordChallenge> => {
    const id = nextId++;
    const slot = id % size;
    return new Promise((resolve, reject) => {
      pending.set(id, { worker: slot, input, resolve, reject });
      workers[slot]?.postMessage({ id, ...input } satisfies SrpTask);
    });
  };
  return {
    createPasswordChallenge: (input) =>
      workersUnavailable ? inline.createPasswordChallenge(input) : run(input),
    close: async () => {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
