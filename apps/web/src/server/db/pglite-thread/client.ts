import type { Worker } from 'node:worker_threads';
import { toError, type ThreadReply, type ThreadRequest } from './protocol';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

interface Results {
  rows: unknown[];
  affectedRows?: number;
  fields: unknown[];
}

/** What Drizzle's PGlite driver calls on a client: queries, and transactions of queries. */
export interface ThreadedPglite {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  transaction<T>(
    work: (tx: Omit<ThreadedPglite, 'transaction' | 'close'>) => Promise<T>,
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite on the worker thread `worker` runs (see worker.ts). Resolves once the database in
 * `dataDir` is open; rejects if the thread cannot open it.
 */
export function openPgliteOnThread(worker: Worker, dataDir: string): Promise<ThreadedPglite> {
  const pending = new Map<
    number,
    { resolve(reply: ThreadReply): void; reject(error: Error): void }
  >();
  let nextId = 1;
  let stopped: Error | undefined;
  let onOpened: { resolve(): void; reject(error: Error): void } | undefined;
  let onClosed: (() => void) | undefined;

  const ask = (request: ThreadRequest & { id: number }) =>
    new Promise<ThreadReply>((resolve, reject) => {
      if (stopped) return reject(stopped);
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  const queryIn =
    (transaction?: number) =>
    async (text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> => {
      const keepTextOf = Object.keys(options.parsers ?? {}).map(Number);
      const rowMode = options.rowMode ?? 'object';
      const id = nextId++;
      const reply = await ask({
        kind: 'query',
        id,
        text,
        params,
        rowMode,
        keepTextOf,
        transaction,
      });
      if (reply.kind !== 'result') throw new Error('the database thread answered out of turn');
      return { rows: reply.rows, affectedRows: reply.affectedRows, fields: reply.fields };
    };

  const client: ThreadedPglite = {
    query: queryIn(),
    async transaction(work) {
      const transaction = nextId++;
      await ask({ kind: 'begin', id: transaction });
      let result;
      try {
        result = await work({ query: queryIn(transaction) });
      } catch (error) {
        await ask({ kind: 'end', id: nextId++, transaction, commit: false });
        throw error;
      }
      await ask({ kind: 'end', id: nextId++, transaction, commit: true });
      return result;
    },
    close: () =>
      new Promise<void>((resolve) => {
        onClosed = resolve;
        worker.postMessage({ kind: 'close' } satisfies ThreadRequest);
      }).then(() => worker.terminate().then(() => undefined)),
  };

  worker.on('message', (reply: ThreadReply) => {
    if (reply.kind === 'opened') return onOpened?.resolve();
    if (reply.kind === 'closed') return onClosed?.();
    const task = reply.id === undefined ? undefined : pending.get(reply.id);
    if (reply.id !== undefined) pending.delete(reply.id);
    if (reply.kind === 'error' && !task) return onOpened?.reject(toError(reply));
    if (reply.kind === 'error') task?.reject(toError(reply));
    else task?.resolve(reply);
  });
  worker.on('error', (error) => onOpened?.reject(error));
  worker.on('exit', () => {
    stopped = new Error('database thread stopped');
    for (const task of pending.values()) task.reject(stopped);
    pending.clear();
    onOpened?.reject(stopped);
    onClosed?.();
  });
  return new Promise((resolve, reject) => {
    onOpened = { resolve: () => resolve(client), reject };
    worker.postMessage({ kind: 'open', dataDir } satisfies ThreadRequest);
  });
}
