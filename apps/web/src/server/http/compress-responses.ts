import compression from 'compression';
import Negotiator from 'negotiator';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/**
 * Brotli quality 5 in text mode: about a millisecond per signed-out page here, like gzip's
 * default, for a document 30 % smaller. Brotli's window spans the whole page, so the copies
 * of the inlined CSS in the flight data cost almost nothing (decision 023).
 */
export const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

const middleware = compression({ brotli: BROTLI_OPTIONS });

/**
 * Compresses what the handler sends, brotli where the browser accepts it (every current
 * browser does, over HTTP too), else gzip. Next.js's own compression (gzip only) is off
 * (`compress: false` in next.config.ts). `compression` keeps streamed pages streaming: Next.js
 * calls `response.flush()` after each chunk, which the middleware passes to the compressor.
 */
export function compressResponses(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  // The middleware is typed for Express; it only uses Node's request and response.
  middleware(request as never, response as never, next);
}

/** The encodings the middleware offers, and the ones it prefers on a tie (`compression`'s). */
const OFFERED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];

/**
 * `negotiator` 0.6.4 takes the encodings to prefer on a tie as a second argument, as the
 * middleware passes them; its published types (0.6) do not list it yet.
 */
type ChooseEncoding = (offered: string[], preferred: string[]) => string | undefined;

/** Whether the middleware would answer `request` with brotli. */
export function choosesBrotli(request: IncomingMessage): boolean {
  const negotiator = new Negotiator(request) as unknown as { encoding: ChooseEncoding };
  return negotiator.encoding(OFFERED_ENCODINGS, PREFERRED_ENCODINGS) === 'br';
}

const compress = promisify(brotliCompress);

/** Brotli with `params`, in zlib's thread pool, telling the encoder how long the input is. */
export function brotliInPool(bytes: Buffer, params: Record<number, number>): Promise<Buffer> {
  return compress(bytes, {
    params: { ...params, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/**
 * Sends a body the server already holds whole in one write, with its length, compressed here
 * with the middleware's brotli settings when the request takes brotli (any other encoding is
 * left to the middleware). The middleware streams: its answer is chunked, and its last chunk
 * follows the body in a write of its own once the compressor has ended, so a browser learns
 * only from a later packet that the document is complete. Should compressing fail, the body
 * goes to the middleware as any other.
 */
export function endWhole(request: IncomingMessage, response: ServerResponse, body: string): void {
  if (!choosesBrotli(request)) {
    response.end(body);
    return;
  }
  const bytes = Buffer.from(body, 'utf8');
  brotliInPool(bytes, BROTLI_OPTIONS.params).then(
    (compressed) => {
      response.setHeader('content-encoding', 'br');
      response.setHeader('content-length', compressed.length);
      response.end(compressed);
    },
    () => response.end(bytes),
  );
}
