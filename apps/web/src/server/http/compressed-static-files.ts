import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import { brotliInPool, choosesBrotli } from './compress-responses';
import { recordResponse } from './record-response';

/**
 * The build's scripts and style sheets, compressed once with brotli's best quality and then
 * served from memory (decision 028).
 *
 * Per request the compressor can afford brotli quality 5 (`compress-responses.ts`); for the
 * scripts `/login` loads that is 17 ms of this server's time for 147 kB, where quality 11 gives
 * 133 kB and takes half a second. These files never change while a build is served (their
 * names carry a hash of their content, and Next.js marks them `immutable`), so each is
 * compressed once: its first answer goes out as before, compressed per request, and is
 * recorded; then its best compression is made in zlib's thread pool, off the event loop, and
 * every later request for which the compressor would choose brotli (`choosesBrotli`) gets those
 * bytes with the headers of the recorded answer. A conditional or range request, one that does
 * not take brotli or prefers another encoding, and any other file are answered by Next.js as
 * before.
 */
export interface CompressedStaticFiles {
  /** Answers `request` from a kept compression, or lets `serve` answer it (and keeps its file). */
  respond(request: IncomingMessage, response: ServerResponse, serve: () => void): void;
  /** Resolves once no compression is under way. */
  settled(): Promise<void>;
}

/** The build's scripts and style sheets, by the path Next.js serves them at. */
const STATIC_FILE = /^\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)$/;

/** Request headers that ask for less than the whole file: Next.js answers them. */
const PARTIAL_REQUEST_HEADERS = ['range', 'if-none-match', 'if-modified-since', 'if-range'];

/** Far above the largest script of the build (about 230 kB); a larger file is not kept. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

export const BEST_BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

interface KeptFile {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export function createCompressedStaticFiles(
  reportError: (context: string, error: unknown) => void = (context, error) =>
    console.error(`[web] ${context}:`, error),
): CompressedStaticFiles {
  /** Kept files, and the files whose compression is under way (`null`). */
  const kept = new Map<string, KeptFile | null>();
  const underWay = new Set<Promise<void>>();
  return {
    respond(request, response, serve) {
      const path = request.url ?? '';
      if (!isWholeFileRequest(request, path)) return serve();
      const file = kept.get(path);
      if (file && choosesBrotli(request)) return serveKept(file, response);
      if (file === undefined) {
        recordResponse(response, MAX_KEPT_BYTES, (body, headers) => {
          if (kept.has(path) || !isImmutableFile(response)) return;
          kept.set(path, null);
          const compressing = brotliInPool(body, BEST_BROTLI_OPTIONS.params)
            .then((compressed) => {
              kept.set(path, { headers, body: compressed });
            })
            .catch((error: unknown) => {
              kept.delete(path);
              reportError(`compressing ${path}`, error);
            })
            .finally(() => underWay.delete(compressing));
          underWay.add(compressing);
        });
      }
      serve();
    },
    async settled() {
      while (underWay.size > 0) await Promise.all(underWay);
    },
  };
}

function isWholeFileRequest(request: IncomingMessage, path: string): boolean {
  return (
    request.method === 'GET' &&
    STATIC_FILE.test(path) &&
    PARTIAL_REQUEST_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

/** A complete answer with the file, which Next.js says never changes. */
function isImmutableFile(response: ServerResponse): boolean {
  return (
    response.statusCode === 200 &&
    response.getHeader('set-cookie') === undefined &&
    /\bimmutable\b/.test(String(response.getHeader('cache-control') ?? ''))
  );
}

function serveKept(file: KeptFile, response: ServerResponse): void {
  for (const [name, value] of Object.entries(file.headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
  response.statusCode = 200;
  response.setHeader('content-encoding', 'br');
  response.setHeader('content-length', file.body.length);
  response.end(file.body);
}
