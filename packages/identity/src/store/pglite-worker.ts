import { parentPort } from 'node:worker_threads';
import { openMigratedPglite } from './pglite-open.js';
import { createPreparedQueries } from './pglite-statements.js';

export type PgliteRequest =
  | { kind: 'open'; dataDir: string }
  | { kind: 'query'; id: number; text: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { kind: 'close' };

export type PgliteReply =
  | { kind: 'opened' }
  | { kind: 'closed' }
  | { kind: 'result'; id: number; rows: unknown[]; affectedRows?: number; fields: unknown[] }
  | { kind: 'error'; id?: number; message: string; fields: Record<string, unknown> };

/** Database errors keep their PostgreSQL fields (code, constraint…) across the thread. */
function describeError(error: unknown, id?: number): PgliteReply {
  const fields: Record<string, unknown> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'error', id, message, fields };
}

/**
 * Owns the embedded database on its own thread, so its WebAssembly PostgreSQL does not share
 * the event loop that serves HTTP. Queries run one at a time, in arrival order, as in-thread.
 */
let client: ReturnType<typeof createPreparedQueries> | undefined;
const port = parentPort;
port?.on('message', (request: PgliteRequest) => {
  const reply = (message: PgliteReply) => port.postMessage(message);
  if (request.kind === 'open') {
    openMigratedPglite(request.dataDir).then(
      (opened) => {
        client = createPreparedQueries(opened);
        reply({ kind: 'opened' });
      },
      (error: unknown) => reply(describeError(error)),
    );
  } else if (request.kind === 'query') {
    if (!client) return reply(describeError(new Error('database is not open'), request.id));
    client.query(request.text, request.params, { rowMode: request.rowMode }).then(
      (result) =>
        reply({
          kind: 'result',
          id: request.id,
          rows: result.rows,
          affectedRows: result.affectedRows,
          fields: result.fields,
        }),
      (error: unknown) => reply(describeError(error, request.id)),
    );
  } else {
    const closing = client?.close() ?? Promise.resolve();
    closing.finally(() => reply({ kind: 'closed' }));
  }
});
