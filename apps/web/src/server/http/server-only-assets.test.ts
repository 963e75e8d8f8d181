import { describe, expect, it } from 'vitest';
import { webServersForTests } from '../testing/web-servers-for-tests';
import type { RequestHandler } from './create-web-server';
import { isServerOnlyAsset } from './server-only-assets';

const timeouts = { headersInMs: 2_000, requestInMs: 5_000, keepAliveInMs: 1_000 };
const listenWebServer = webServersForTests();

describe('server-only assets', () => {
  it.each([
    '/_next/static/media/pglite.0-opaqy20q-94.wasm',
    '/_next/static/media/pglite.38fbxmy6f8h6m.data',
    '/_next/static/media/worker.2qfe8s_a9o9ps.ts',
    '/_next/static/media/index.1sa0l76mejt3m.js',
    '/_next/static/media/initdb.3mxrf9dk30104.WASM',
    '/_next/static/media/pglite.wasm?v=1',
    '/_next/static/media/pglite%2Ewasm',
    '/%5Fnext/static/media/pglite.wasm',
    '//_next//static/media/pglite.wasm',
    '/_next/static/chunks/../media/pglite.wasm',
    '/_next/static/media/icon.svg/../pglite.wasm',
    '/_next\\static\\media\\pglite.wasm',
    'http://localhost:3000/_next/static/media/pglite.wasm',
  ])('refuses %s', (target) => {
    expect(isServerOnlyAsset(target)).toBe(true);
  });

  it.each([
    '/_next/static/media/icon.3a-29s_3-l84b.svg',
    '/_next/static/media/photo.abc.JPG',
    '/_next/static/media/font.abc.woff2',
    '/_next/static/chunks/0o54-jxf93yfq.js',
    '/_next/static/chunks/0rniuxw46691s.css',
    '/login',
    '/api/trpc/user.me',
    '/pglite.wasm',
    '/_next/static/media/%E0%A4%A.wasm',
    'http://localhost:3000/_next/static/media/icon.abc.svg',
    'not a target',
  ])('leaves %s to Next.js', (target) => {
    expect(isServerOnlyAsset(target)).toBe(false);
  });

  it('answers 404 itself, before the handler or the compressor', async () => {
    const handled: string[] = [];
    const handle: RequestHandler = async (request, response) => {
      handled.push(request.url ?? '');
      response.end('served');
    };
    const port = await listenWebServer({ handle, timeouts, reportError: () => undefined });
    const origin = `http://127.0.0.1:${port}`;

    const refused = await fetch(`${origin}/_next/static/media/pglite.0-opaqy20q-94.wasm`, {
      headers: { 'accept-encoding': 'br' },
    });
    const image = await fetch(`${origin}/_next/static/media/icon.3a-29s_3-l84b.svg`);

    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toBe('Not Found');
    expect(await image.text()).toBe('served');
    expect(handled).toEqual(['/_next/static/media/icon.3a-29s_3-l84b.svg']);
  });
});
