import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { describeError, type ThreadReply, type ThreadRequest } from './protocol';

/**
 * Owns the embedded database on its own thread, so its WebAssembly PostgreSQL does not share
 * the event loop that serves HTTP. PGlite itself keeps the order: a query outside a transaction
 * waits until an open transaction ends, as it does in-thread.
 */
const port = parentPort;
let database: PGlite | undefined;
const transactions = new Map<
  number,
  { tx: Transaction; end(commit: boolean, endId: number): void }
>();
const keepText = (value: string) => value;
const reply = (message: ThreadReply) => port?.postMessage(message);

function runQuery(request: Extract<ThreadRequest, { kind: 'query' }>) {
  const target =
    request.transaction === undefined ? database : transactions.get(request.transaction)?.tx;
  if (!target)
    return reply(describeError(new Error('no such database or transaction'), request.id));
  const parsers = Object.fromEntries(request.keepTextOf.map((type) => [type, keepText]));
  target.query(request.text, request.params, { rowMode: request.rowMode, parsers }).then(
    ({ rows, affectedRows, fields }) =>
      reply({ kind: 'result', id: request.id, rows, affectedRows, fields }),
    (error: unknown) => reply(describeError(error, request.id)),
  );
}

/**
 * Opens transaction `id`, answered once it is open; it stays open until an `end` request, which
 * is answered (under the end's own id) once PGlite has committed or rolled back.
 */
function begin(id: number) {
  if (!database) return reply(describeError(new Error('database is not open'), id));
  const rolledBack = new Error('rolled back');
  let endId = id;
  database
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          const end = (commit: boolean, replyTo: number) => {
            endId = replyTo;
            if (commit) resolve();
            else reject(rolledBack);
          };
          transactions.set(id, { tx, end });
          reply({ kind: 'done', id });
        }),
    )
    .then(
      (): ThreadReply => ({ kind: 'done', id: endId }),
      (error: unknown): ThreadReply =>
        error === rolledBack ? { kind: 'done', id: endId } : describeError(error, endId),
    )
    .then((ended) => {
      transactions.delete(id);
      reply(ended);
    });
}

port?.on('message', (request: ThreadRequest) => {
  if (request.kind === 'open') {
    PGlite.create(request.dataDir).then(
      (opened) => {
        database = opened;
        reply({ kind: 'opened' });
      },
      (error: unknown) => reply(describeError(error)),
    );
  } else if (request.kind === 'query') runQuery(request);
  else if (request.kind === 'begin') begin(request.id);
  else if (request.kind === 'end') {
    const open = transactions.get(request.transaction);
    if (open) open.end(request.commit, request.id);
    else reply(describeError(new Error('no such transaction'), request.id));
  } else (database?.close() ?? Promise.resolve()).finally(() => reply({ kind: 'closed' }));
});
