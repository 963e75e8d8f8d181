import { Worker } from 'node:worker_threads';
import type { PgliteReply, PgliteRequest } from './pglite-worker.js';
import { typescriptWorkerBootstrap } from './typescript-worker.js';

/** The part of PGlite's API that Drizzle's PGlite driver uses for plain queries. */
export interface PgliteQueries {
  query(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<{ rows: unknown[]; affectedRows?: number; fields: unknown[] }>;
  close(): Promise<void>;
}

function toError(reply: Extract<PgliteReply, { kind: 'error' }>): Error {
  return Object.assign(new Error(reply.message), reply.fields);
}

/**
 * PGlite on a worker thread (see pglite-worker.ts). Resolves once the database is open and
 * migrated; rejects if the worker cannot start, so the caller can open PGlite in-thread instead.
 */
export function openPgliteOnThread(
  dataDir: string,
  bootstrap = typescriptWorkerBootstrap(new URL('./pglite-worker.ts', import.meta.url)),
): Promise<PgliteQueries> {
  const worker = new Worker(bootstrap, { eval: true });
  const pending = new Map<number, { resolve(value: never): void; reject(error: Error): void }>();
  let nextId = 0;
  let stopped: Error | undefined;
  const send = (request: PgliteRequest) => worker.postMessage(request);
  return new Promise((resolveOpen, rejectOpen) => {
    let onClosed: (() => void) | undefined;
    const queries: PgliteQueries = {
      query: (text, params = [], options = {}) => {
        if (stopped) return Promise.reject(stopped);
        const id = nextId++;
        return new Promise((resolve, reject) => {
          pending.set(id, { resolve: resolve as (value: never) => void, reject });
          send({ kind: 'query', id, text, params, rowMode: options.rowMode ?? 'object' });
        });
      },
      close: () =>
        new Promise<void>((resolve) => {
          onClosed = resolve;
          send({ kind: 'close' });
        }).then(() => worker.terminate().then(() => undefined)),
    };
    worker.on('message', (reply: PgliteReply) => {
      if (reply.kind === 'opened') return resolveOpen(queries);
      if (reply.kind === 'closed') return onClosed?.();
      const task = reply.id === undefined ? undefined : pending.get(reply.id);
      if (reply.id !== undefined) pending.delete(reply.id);
      if (reply.kind === 'result')
        task?.resolve({
          rows: reply.rows,
          affectedRows: reply.affectedRows,
          fields: reply.fields,
        } as never);
      else if (task) task.reject(toError(reply));
      else rejectOpen(toError(reply));
    });
    worker.on('error', (error) => rejectOpen(error));
    worker.on('exit', () => {
      stopped = new Error('database thread stopped');
      for (const task of pending.values()) task.reject(stopped);
      pending.clear();
      rejectOpen(stopped);
      onClosed?.();
    });
    send({ kind: 'open', dataDir });
  });
}
