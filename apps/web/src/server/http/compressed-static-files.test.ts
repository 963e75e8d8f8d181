import type { ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { webServersForTests } from '../testing/web-servers-for-tests';
import { BEST_BROTLI_OPTIONS, createCompressedStaticFiles } from './compressed-static-files';

const timeouts = { headersInMs: 2_000, requestInMs: 5_000, keepAliveInMs: 1_000 };
const listenWebServer = webServersForTests();

const SCRIPT = '/_next/static/chunks/0o54-jxf93yfq.js';
/** A script that compresses better at brotli's best quality than at the compressor's. */
const SCRIPT_TEXT = Array.from(
  { length: 2_000 },
  (_, index) => `function f${index}(a){return a*${index % 97}+"${(index * 7919) % 1000}";}`,
).join('\n');

interface Serving {
  status?: number;
  cacheControl?: string;
  /** Sent before the connection is cut, without ending the response. */
  cutShort?: boolean;
}

/** Serves every path as Next.js serves a built script, in chunks; counts what it served. */
function fakeNext(serving: (path: string) => Serving = () => ({})) {
  const served: string[] = [];
  const handle = async (request: { url?: string }, response: ServerResponse) => {
    const path = request.url ?? '';
    const {
      status = 200,
      cacheControl = 'public, max-age=31536000, immutable',
      cutShort,
    } = serving(path);
    served.push(path);
    response.statusCode = status;
    response.setHeader('cache-control', cacheControl);
    response.setHeader('content-type', 'application/javascript; charset=UTF-8');
    response.setHeader('etag', 'W/"1f-abc"');
    response.setHeader('accept-ranges', 'bytes');
    const half = SCRIPT_TEXT.length / 2;
    response.write(SCRIPT_TEXT.slice(0, half));
    await new Promise((resolve) => setImmediate(resolve));
    if (cutShort) {
      response.destroy();
      return;
    }
    response.end(SCRIPT_TEXT.slice(half));
  };
  return { handle, served };
}

async function listen(next: ReturnType<typeof fakeNext>) {
  const staticFiles = createCompressedStaticFiles(() => undefined);
  const port = await listenWebServer({
    handle: next.handle,
    timeouts,
    staticFiles,
    reportError: () => undefined,
  });
  return { port, settled: () => staticFiles.settled() };
}

/** A GET (or `method`) whose answer is not decompressed, so its bytes can be compared. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' },
  method = 'GET',
) {
  return rawRequest(`http://127.0.0.1:${port}${path}`, { method, headers });
}

const best = brotliCompressSync(SCRIPT_TEXT, BEST_BROTLI_OPTIONS);

describe('compressed static files', () => {
  it('serves a script once, then answers with its best compression from memory', async () => {
    const next = fakeNext();
    const { port, settled } = await listen(next);

    const first = await get(port, SCRIPT);
    await settled();
    const kept = await get(port, SCRIPT);
    const again = await get(port, SCRIPT);

    expect(first.headers['content-encoding']).toBe('br');
    expect(first.body.length).toBeGreaterThan(best.length);
    expect(kept.body.equals(best)).toBe(true);
    expect(next.served).toEqual([SCRIPT]);
    for (const answer of [kept, again]) {
      expect(answer.status).toBe(200);
      expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT_TEXT);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-length']).toBe(String(best.length));
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(answer.headers['accept-ranges']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
      expect(answer.headers.etag).toBe('W/"1f-abc"');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('keeps one compression when the first requests come together', async () => {
    const next = fakeNext();
    const { port, settled } = await listen(next);

    const firsts = await Promise.all([1, 2, 3, 4].map(() => get(port, SCRIPT)));
    await settled();
    const kept = await get(port, SCRIPT);

    for (const answer of firsts)
      expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT_TEXT);
    expect(kept.body.equals(best)).toBe(true);
    expect(next.served).toEqual([SCRIPT, SCRIPT, SCRIPT, SCRIPT]);
  });

  it.each([
    ['does not accept brotli', SCRIPT, { 'accept-encoding': 'gzip' }, 'GET'],
    ['refuses brotli', SCRIPT, { 'accept-encoding': 'br;q=0, gzip' }, 'GET'],
    ['prefers gzip', SCRIPT, { 'accept-encoding': 'gzip, br;q=0.5' }, 'GET'],
    ['asks for a range', SCRIPT, { 'accept-encoding': 'br', range: 'bytes=0-99' }, 'GET'],
    ['revalidates', SCRIPT, { 'accept-encoding': 'br', 'if-none-match': 'W/"1f-abc"' }, 'GET'],
    ['asks for the headers only', SCRIPT, { 'accept-encoding': 'br' }, 'HEAD'],
    ['has a query string', `${SCRIPT}?v=1`, { 'accept-encoding': 'br' }, 'GET'],
  ])('leaves it to Next.js when the request %s', async (_case, path, headers, method) => {
    const next = fakeNext();
    const { port, settled } = await listen(next);
    await get(port, SCRIPT);
    await settled();

    const answer = await get(port, path, headers, method);

    expect(next.served).toEqual([SCRIPT, path]);
    if (headers['accept-encoding'] !== 'br')
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT_TEXT);
  });

  it.each([
    ['a page', '/login', {}],
    ['a file that is not a script or style sheet', '/_next/static/media/icon.abc.svg', {}],
    ['an answer Next.js does not mark immutable', SCRIPT, { cacheControl: 'no-cache' }],
    ['a missing file', SCRIPT, { status: 404 }],
    ['an answer cut short', SCRIPT, { cutShort: true }],
  ])('never keeps %s', async (_case, path, serving: Serving) => {
    const next = fakeNext(() => serving);
    const { port, settled } = await listen(next);

    await get(port, path).catch(() => undefined);
    await settled();
    await get(port, path).catch(() => undefined);

    expect(next.served).toEqual([path, path]);
  });
});
