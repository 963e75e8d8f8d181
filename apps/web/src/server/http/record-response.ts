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
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
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

function headersOfContent(response: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!TRANSFER_HEADERS.includes(name)) headers[name] = value;
  }
  return headers;
}
