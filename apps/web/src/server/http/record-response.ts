import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Headers that describe one transfer of an answer, not what it holds; a replay sets its own. */
const TRANSFER_HEADERS = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'accept-ranges',
  'date',
  'connection',
  'keep-alive',
];

type Write = (chunk: unknown, ...rest: unknown[]) => boolean;
type End = (...args: unknown[]) => ServerResponse;

/**
 * Copies the body a handler writes to `response`, as the handler writes it (before the
 * compressor), and hands it to `complete` once all of it has gone out, with the response's
 * headers but those of the transfer. A response cut short only closes and is not handed over;
 * nor is one larger than `maxBytes`.
 */
export function recordResponse(
  response: ServerResponse,
  maxBytes: number,
  complete: (body: Buffer, headers: OutgoingHttpHeaders) => void,
): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  const record = (chunk: unknown, encoding: unknown) => {
    const buffer = bufferOf(chunk, encoding);
    if (buffer === undefined) return;
    if (buffer === null) bytes = Infinity;
    else if ((bytes += buffer.length) <= maxBytes) chunks.push(buffer);
  };
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  (response as unknown as { write: Write }).write = (chunk, ...rest) => {
    record(chunk, rest[0]);
    return write(chunk, ...rest);
  };
  (response as unknown as { end: End }).end = (...args) => {
    record(args[0], args[1]);
    return end(...args);
  };
  // `finish`: everything went out; a response cut short only closes.
  response.once('finish', () => {
    if (bytes <= maxBytes) complete(Buffer.concat(chunks), headersOfContent(response));
  });
}

/**
 * What a `write` or `end` call writes, as bytes: undefined when it writes nothing (no chunk, or
 * a callback in its place), null for a chunk of a kind this cannot copy.
 */
function bufferOf(chunk: unknown, encoding: unknown): Buffer | null | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
}

function headersOfContent(response: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!TRANSFER_HEADERS.includes(name)) headers[name] = value;
  }
  return headers;
}

/**
 * Holds back the body a handler writes to `response` (before the compressor) and, when the
 * handler ends it, sends what `rewrite` makes of all of it instead, given the response's headers
 * but those of the transfer. A body larger than `maxBytes` goes out as written, unrewritten; a
 * response cut short before its end only closes.
 */
export function rewriteResponse(
  response: ServerResponse,
  maxBytes: number,
  rewrite: (body: Buffer, headers: OutgoingHttpHeaders) => Buffer | string,
): void {
  let held: Buffer[] | null = [];
  let bytes = 0;
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  /** Past `maxBytes`: what was held goes out, and the rest passes straight through. */
  const release = () => {
    for (const chunk of held ?? []) write(chunk);
    held = null;
  };
  const hold = (chunk: unknown, encoding: unknown): boolean => {
    const buffer = bufferOf(chunk, encoding);
    if (held === null || buffer === undefined) return held !== null;
    if (buffer === null || (bytes += buffer.length) > maxBytes) {
      release();
      return false;
    }
    held.push(buffer);
    return true;
  };
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  (response as unknown as { write: Write }).write = (chunk, ...rest) => {
    if (!hold(chunk, rest[0])) return write(chunk, ...rest);
    const callback = callbackOf(rest);
    if (callback) process.nextTick(callback);
    return true;
  };
  (response as unknown as { end: End }).end = (...args) => {
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (!hold(chunk, args[1])) return end(...args);
    const body = Buffer.concat(held ?? []);
    held = null;
    const rewritten = rewrite(body, headersOfContent(response));
    // A length set for the body as written would not be the rewritten body's.
    if (!response.headersSent) response.removeHeader('content-length');
    const callback = callbackOf(args);
    return callback ? end(rewritten, callback) : end(rewritten);
  };
}
