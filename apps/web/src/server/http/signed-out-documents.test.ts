import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce, nonceOfPolicy } from '../security/nonce';
import { rawRequest, type RawAnswer } from '../testing/raw-request';
import { webServersForTests } from '../testing/web-servers-for-tests';
import type { RequestHandler } from './create-web-server';
import { createSignedOutDocuments } from './signed-out-documents';

const timeouts = { headersInMs: 2_000, requestInMs: 5_000, keepAliveInMs: 1_000 };
const listenWebServer = webServersForTests();

interface Rendering {
  status?: number;
  setCookie?: string;
  /** A nonce attribute that is not the policy's (a page that must never be kept). */
  strayNonce?: boolean;
  /** Sent before the connection is cut, without ending the response. */
  cutShort?: boolean;
  /** A body larger than any page that is kept or rewritten (1 MiB). */
  huge?: boolean;
  /** The full-screen loading view, for a visitor with a session, instead of the form. */
  loadingView?: boolean;
}

/** A form as the server renders it, to work before hydration. */
const FORM = '<form data-awaiting-hydration="" method="post"><input name="username"></form>';

/**
 * Renders as Next.js does behind our proxy: a fresh nonce in the policy and in every script,
 * headers set one by one, the body written in chunks. Counts what it rendered.
 */
function fakeNext(
  rendering: (request: IncomingMessage) => Rendering = () => ({}),
  /** Every rendering waits for this after its first chunk. */
  hold: Promise<unknown> = Promise.resolve(),
) {
  const rendered: string[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const { status = 200, setCookie, strayNonce, cutShort, huge, loadingView } = rendering(request);
    rendered.push(request.url ?? '');
    const nonce = createNonce();
    response.statusCode = status;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}'`);
    response.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.setHeader('x-frame-options', 'DENY');
    if (setCookie) response.setHeader('set-cookie', setCookie);
    response.write(
      `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/a.js"></script>` +
        `<script src="/chunk.js" async="" nonce="${nonce}"></script>`,
    );
    if (huge) response.write(`<!--${'x'.repeat(1024 * 1024)}-->`);
    await hold;
    const other = strayNonce ? createNonce() : nonce;
    response.write(
      `<script nonce="${other}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>`,
    );
    if (cutShort) {
      response.destroy();
      return;
    }
    // Above the compressor's threshold (1 kB).
    response.end(
      `</head><body>${loadingView ? '<p>Loading your session…</p>' : FORM}` +
        `${'é'.repeat(600)}</body></html>`,
    );
  };
  return { handle, rendered };
}

async function listen(handle: RequestHandler) {
  const port = await listenWebServer({
    handle,
    timeouts,
    signedOutDocuments: createSignedOutDocuments(),
    reportError: () => undefined,
  });
  return `http://127.0.0.1:${port}`;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  const nonce = nonceOfPolicy(response.headers.get('content-security-policy') ?? '');
  return { response, body, nonce };
}

/** The chunk's tag as rendered, with the answer's nonce. */
const chunkTag = (nonce: string | null) =>
  `<script src="/chunk.js" async="" nonce="${nonce}"></script>`;

/** The page's scripts are asked for after its first paint, by a loader with the answer's nonce. */
function expectScriptsAfterFirstPaint({ body, nonce }: { body: string; nonce: string | null }) {
  expect(body).not.toContain('src="/chunk.js"');
  expect(body).toContain(`<script nonce="${nonce}">(function(s,w)`);
  expect(body).toContain('})(["/chunk.js"],');
  // The script without `async` stays where it was.
  expect(body).toContain(`<script nonce="${nonce}" src="/a.js"></script>`);
}

/** The page with its nonce taken out, to compare two answers. */
const withoutNonce = (body: string, nonce: string | null) => body.replaceAll(nonce ?? '', 'N');

describe('signed-out documents', () => {
  it('renders a sign-in page once, then answers with the same page and a fresh nonce each time', async () => {
    const next = fakeNext();
    const origin = await listen(next.handle);

    const first = await get(`${origin}/login`);
    const answers = [await get(`${origin}/login`), await get(`${origin}/login`)];

    expect(next.rendered).toEqual(['/login']);
    const nonces = [first, ...answers].map(({ nonce }) => nonce);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.body).not.toContain(first.nonce);
      expect(answer.body).toContain(`<script nonce="${answer.nonce}" src="/a.js">`);
      expect(answer.body).toContain(`\\"nonce\\":\\"${answer.nonce}\\"`);
      expect(withoutNonce(answer.body, answer.nonce)).toBe(withoutNonce(first.body, first.nonce));
      expect(answer.response.headers.get('cache-control')).toBe(
        first.response.headers.get('cache-control'),
      );
      expect(answer.response.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('asks for the scripts of every signed-out page it answers after its first paint', async () => {
    const next = fakeNext();
    const origin = await listen(next.handle);

    const first = await get(`${origin}/login`);
    const kept = await get(`${origin}/login`);
    const withQuery = await get(`${origin}/confirm-signup?username=ana`);
    const otherCookie = await get(`${origin}/login`, { cookie: 'consent=yes' });
    // Another app client's session: rendered for the request, and still the form.
    const otherClient = await get(`${origin}/signup`, {
      cookie: 'CognitoIdentityServiceProvider.other.LastAuthUser=ana',
    });

    expect(next.rendered).toEqual(['/login', '/confirm-signup?username=ana', '/signup']);
    for (const answer of [first, kept, withQuery, otherCookie, otherClient]) {
      expectScriptsAfterFirstPaint(answer);
    }
  });

  it.each([
    [
      'the loading view of a stored session, which the browser must check at once',
      '/login',
      { cookie: 'CognitoIdentityServiceProvider.c.LastAuthUser=ana' },
      { loadingView: true },
    ],
    ['a page that is not a sign-in page', '/profile', {}, {}],
    ['another status', '/login', {}, { status: 404 }],
    ['a body larger than a page is ever', '/login', {}, { huge: true }],
  ])('sends a page with %s as rendered', async (_case, path, headers, rendering: Rendering) => {
    const origin = await listen(fakeNext(() => rendering).handle);

    const answer = await get(`${origin}${path}`, headers);

    expect(answer.body).toContain(chunkTag(answer.nonce));
    expect(answer.body).not.toContain('(function(s,w)');
    expect(answer.body).toContain('é</body></html>');
  });

  it('keeps a sign-in page without a server-rendered form as rendered, its scripts at once', async () => {
    const next = fakeNext(() => ({ loadingView: true }));
    const origin = await listen(next.handle);

    const answers = [await get(`${origin}/mfa-setup`), await get(`${origin}/mfa-setup`)];

    expect(next.rendered).toEqual(['/mfa-setup']);
    for (const answer of answers) {
      expect(answer.body).toContain(chunkTag(answer.nonce));
      expect(answer.body).not.toContain('(function(s,w)');
    }
  });

  it('compresses a kept page for each request as it asks', async () => {
    const origin = await listen(fakeNext().handle);
    await get(`${origin}/signup`);

    const brotli = await get(`${origin}/signup`, { 'accept-encoding': 'br' });
    const gzip = await get(`${origin}/signup`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${origin}/signup`, { 'accept-encoding': 'identity' });

    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.body).toContain(`${'é'.repeat(600)}<script`);
      expect(answer.body).toContain('</body></html>');
    }
  });

  it('sends a kept page in one piece with its length to a browser that takes brotli', async () => {
    const origin = await listen(fakeNext().handle);
    const first = await rawRequest(`${origin}/login`, { headers: { 'accept-encoding': 'br' } });

    // What Chromium asks with.
    const kept = await rawRequest(`${origin}/login`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    // Preferring gzip, it gets gzip from the compressor, streamed as before.
    const gzip = await rawRequest(`${origin}/login`, {
      headers: { 'accept-encoding': 'gzip, br;q=0.5' },
    });

    // The rendered answer is streamed; the kept one is not.
    expect(first.headers['transfer-encoding']).toBe('chunked');
    expect(kept.headers['transfer-encoding']).toBeUndefined();
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers['content-length']).toBe(String(kept.body.length));
    expect(kept.headers.vary).toContain('Accept-Encoding');
    /** The page an answer holds, decompressed, with its own nonce taken out. */
    const page = (answer: RawAnswer, decompress: (body: Buffer) => Buffer) =>
      withoutNonce(
        decompress(answer.body).toString(),
        nonceOfPolicy(String(answer.headers['content-security-policy'])),
      );
    expect(page(kept, brotliDecompressSync)).toBe(page(first, brotliDecompressSync));
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['transfer-encoding']).toBe('chunked');
    expect(page(gzip, gunzipSync)).toBe(page(first, brotliDecompressSync));
  });

  it.each([
    ['a query string (the forms read it)', '/login?returnUrl=%2Fprofile', {}],
    ['a page that is not a sign-in page', '/profile', {}],
    ['a trailing slash', '/login/', {}],
    [
      "Amplify's session cookie",
      '/login',
      { cookie: 'CognitoIdentityServiceProvider.client.LastAuthUser=ana' },
    ],
    [
      'any Amplify cookie, for any app client',
      '/login',
      { cookie: 'theme=dark; CognitoIdentityServiceProvider.other.ana.idToken=x' },
    ],
    ["the router's data request", '/login', { rsc: '1' }],
    ["the router's prefetch", '/login', { 'next-router-prefetch': '1' }],
    ['a server action', '/login', { 'next-action': 'abc' }],
  ])('renders every request with %s', async (_case, path, headers) => {
    const next = fakeNext();
    const origin = await listen(next.handle);

    await get(`${origin}${path}`, headers);
    await get(`${origin}${path}`, headers);

    expect(next.rendered).toEqual([path, path]);
  });

  it('keeps serving the kept page to a visitor with cookies that are not Amplify’s', async () => {
    const next = fakeNext();
    const origin = await listen(next.handle);
    await get(`${origin}/login`);

    await get(`${origin}/login`, { cookie: 'consent=yes' });

    expect(next.rendered).toEqual(['/login']);
  });

  it('renders other methods each time', async () => {
    const next = fakeNext();
    const origin = await listen(next.handle);
    await get(`${origin}/login`);

    await fetch(`${origin}/login`, { method: 'HEAD' });
    await fetch(`${origin}/login`, { method: 'POST', body: 'x' });

    expect(next.rendered).toEqual(['/login', '/login', '/login']);
  });

  it('keeps one copy per protocol, as the security headers differ over HTTPS', async () => {
    const next = fakeNext();
    const origin = await listen(next.handle);

    for (const proto of ['http', 'https', 'http', 'https, http']) {
      await get(`${origin}/forgot-password`, { 'x-forwarded-proto': proto });
    }

    expect(next.rendered).toEqual(['/forgot-password', '/forgot-password']);
  });

  it.each([
    ['answered with another status', { status: 404 }],
    ['set a cookie', { setCookie: 'a=b' }],
    ['holds a nonce its policy does not name', { strayNonce: true }],
  ])('does not keep a page that %s', async (_case, rendering: Rendering) => {
    const next = fakeNext(() => rendering);
    const origin = await listen(next.handle);

    const answers = [await get(`${origin}/login`), await get(`${origin}/login`)];

    expect(next.rendered).toEqual(['/login', '/login']);
    expect(answers[0]?.nonce).not.toBe(answers[1]?.nonce);
  });

  it('does not keep a page whose rendering was cut short', async () => {
    let cut = true;
    const next = fakeNext(() => ({ cutShort: cut }));
    const origin = await listen(next.handle);

    await expect(get(`${origin}/login`)).rejects.toThrow();
    cut = false;
    const whole = await get(`${origin}/login`);
    await get(`${origin}/login`);

    expect(whole.body).toContain('</html>');
    expect(next.rendered).toEqual(['/login', '/login']);
  });

  it('answers each of many simultaneous first requests with its own nonce', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const next = fakeNext(undefined, held);
    const origin = await listen(next.handle);

    const pending = Array.from({ length: 8 }, () => get(`${origin}/login`));
    await expect.poll(() => next.rendered.length).toBe(8);
    release();
    const answers = await Promise.all(pending);
    await get(`${origin}/login`);

    const nonces = answers.map(({ nonce }) => nonce);
    expect(new Set(nonces).size).toBe(8);
    for (const { body, nonce } of answers) expect(body).toContain(`nonce="${nonce}"`);
    // Each first request rendered (none was kept yet); the one after was served.
    expect(next.rendered).toHaveLength(8);
  });
});
