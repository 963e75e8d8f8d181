import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';

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
