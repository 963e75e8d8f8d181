import { Worker } from 'node:worker_threads';
import { typescriptWorkerBootstrap } from '@steadfast/identity';

/**
 * The database thread outside Next.js's bundle (tests): the same TypeScript entry the built
 * server bundles, loaded through tsx inside the worker.
 */
export const startPgliteTestThread = () =>
  new Worker(typescriptWorkerBootstrap(new URL('../db/pglite-thread/worker.ts', import.meta.url)), {
    eval: true,
  });
