import { readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { BROTLI_OPTIONS } from '../src/server/http/compress-responses';
import { rawRequest, type RawAnswer } from '../src/server/testing/raw-request';
import { expect, test } from './support/fixtures';

const getRaw = (url: string) => rawRequest(url, { headers: { 'accept-encoding': 'gzip, br' } });

// The production server itself: Next.js serves the file, ours keeps its best compression
// (decision 028).
test("a page's scripts are answered from their best compression once asked for", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/login')).text();
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  expect(scripts.length).toBeGreaterThan(0);

  for (const script of scripts) {
    const url = `${baseURL}${script}`;
    const first = await getRaw(url);
    expect(first.status, script).toBe(200);
    expect(first.headers['content-encoding'], script).toBe('br');
    const text = brotliDecompressSync(first.body);
    const perRequest = brotliCompressSync(text, BROTLI_OPTIONS).length;

    // The kept copy is made in the background after the first answer; it has a length.
    let kept: RawAnswer | undefined;
    await expect
      .poll(async () => (kept = await getRaw(url)).headers['content-length'], { message: script })
      .toBeDefined();
    if (!kept) throw new Error('no answer');
    expect(kept.headers['content-encoding'], script).toBe('br');
    expect(Number(kept.headers['content-length']), script).toBe(kept.body.length);
    expect(kept.body.length, script).toBeLessThanOrEqual(perRequest);
    expect(brotliDecompressSync(kept.body).equals(text), script).toBe(true);
    expect(kept.headers['content-type'], script).toBe(first.headers['content-type']);
    expect(kept.headers['cache-control'], script).toBe('public, max-age=31536000, immutable');
  }
});

// The build serves what server code refers to with `new URL(…, import.meta.url)` under
// /_next/static/media/ too; only what a page can show leaves the server.
test('files only the server uses are not served; the images pages show are', async ({
  request,
}) => {
  const media = readdirSync(path.join(process.cwd(), '.next/static/media'));
  const serverOnly = media.filter((name) => /\.(wasm|data|ts|js)$/.test(name));
  expect(serverOnly.length).toBeGreaterThan(0);
  for (const name of serverOnly) {
    const answer = await request.get(`/_next/static/media/${name}`);
    expect(answer.status(), name).toBe(404);
  }
  for (const name of media.filter((file) => file.endsWith('.svg'))) {
    expect((await request.get(`/_next/static/media/${name}`)).status(), name).toBe(200);
  }
});
