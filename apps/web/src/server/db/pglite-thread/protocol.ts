/**
 * Messages between the web server's event loop and the thread that owns the embedded database
 * (`worker.ts`). Parsers cannot cross a thread; Drizzle's PGlite driver only ever asks for
 * "keep the text" parsers, so a query names the types whose text it wants kept.
 */
export type ThreadRequest =
  | { kind: 'open'; dataDir: string }
  | {
      kind: 'query';
      id: number;
      text: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      keepTextOf: number[];
      /** The open transaction this query belongs to; none: a query of its own. */
      transaction?: number;
    }
  | { kind: 'begin'; id: number }
  | { kind: 'end'; id: number; transaction: number; commit: boolean }
  | { kind: 'close' };

export type ThreadReply =
  | { kind: 'opened' }
  | { kind: 'closed' }
  | { kind: 'result'; id: number; rows: unknown[]; affectedRows?: number; fields: unknown[] }
  | { kind: 'done'; id: number }
  | { kind: 'error'; id?: number; message: string; fields: Record<string, unknown> };

/** Database errors keep their PostgreSQL fields (code, constraint…) across the thread. */
export function describeError(error: unknown, id?: number): ThreadReply {
  const fields: Record<string, unknown> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'error', id, message, fields };
}

export function toError(reply: Extract<ThreadReply, { kind: 'error' }>): Error {
  return Object.assign(new Error(reply.message), reply.fields);
}
