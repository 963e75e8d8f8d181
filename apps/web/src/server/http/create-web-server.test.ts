import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { webServersForTests } from '../testing/web-servers-for-tests';
import type { RequestHandler } from './create-web-server';
import { arePeerAddressesStamped, PEER_ADDRESS_HEADER } from './peer-address';
import { API_CONTENT_SECURITY_POLICY } from '../security/security-headers';

// Short limits so the tests take a second or two; production uses the README's values.
const timeouts = { headersInMs: 500, requestInMs: 800, keepAliveInMs: 500 };

const listenWebServer = webServersForTests();

function listen(handle: RequestHandler, reportError: (context: string) => void = () => undefined) {
  return listenWebServer({ handle, timeouts, reportError });
}

const answerOk: RequestHandler = async (request, response) => {
  for await (const _chunk of request);
  response.end('ok');
};

/** Like `answerOk`, and records whether the handler failed. */
function answerOkRecording(reported: string[]) {
  return listen(answerOk, (context) => reported.push(context));
}

interface Closed {
  afterMs: number;
  received: string;
}

/** Opens a raw connection, lets `drip` feed it, and reports when the server closes it. */
function openConnection(port: number, drip: (socket: Socket) => void): Promise<Closed> {
  const startedAt = performance.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  socket.on('connect', () => drip(socket));
  return new Promise((resolve) =>
    socket.on('close', () => resolve({ afterMs: performance.now() - startedAt, received })),
  );
}

/** Writes `text` one byte every 100 ms until the socket closes. */
function oneByteAtATime(text: string) {
  return (socket: Socket) => {
    let index = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return clearInterval(timer);
      socket.write(text[index % text.length] ?? '');
      index += 1;
    }, 100);
    socket.on('close', () => clearInterval(timer));
  };
}

describe('the web server', { timeout: 10_000 }, () => {
  it('disconnects a client sending its headers a byte at a time within the header timeout', async () => {
    const port = await listen(answerOk);
    const closed = await openConnection(
      port,
      oneByteAtATime(
        'GET / HTTP/1.1\r\nHost: x\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
      ),
    );
    expect(closed.received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(closed.afterMs).toBeGreaterThanOrEqual(timeouts.headersInMs - 50);
    expect(closed.afterMs).toBeLessThan(timeouts.headersInMs + 1_000);
  });

  it('disconnects a connection that sends nothing within the header timeout', async () => {
    const port = await listen(answerOk);
    const closed = await openConnection(port, () => undefined);
    expect(closed.afterMs).toBeLessThan(timeouts.headersInMs + 1_000);
  });

  it('disconnects a client sending its body a byte at a time within the request timeout', async () => {
    const reported: string[] = [];
    const port = await answerOkRecording(reported);
    const closed = await openConnection(port, (socket) => {
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
      oneByteAtATime('a')(socket);
    });
    expect(closed.received).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(closed.afterMs).toBeLessThan(timeouts.requestInMs + 1_000);
    // The handler's aborted read is the client's doing, not a failure worth a log line.
    expect(reported).toEqual([]);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const port = await listen(answerOk);
    const closed = await openConnection(port, (socket) =>
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    expect(closed.received).toMatch(/^HTTP\/1\.1 200 OK/);
    // Node adds up to a second of grace to the keep-alive time.
    expect(closed.afterMs).toBeLessThan(timeouts.keepAliveInMs + 2_000);
  });

  it('replaces a client-sent peer address header with the socket address', async () => {
    let seen: string | string[] | undefined;
    const port = await listen(async (request, response) => {
      seen = request.headers[PEER_ADDRESS_HEADER];
      response.end();
    });
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '203.0.113.9' },
    });
    await response.arrayBuffer();
    expect(seen).toBe('127.0.0.1');
    expect(arePeerAddressesStamped()).toBe(true);
  });

  it.each([
    ['/api/trpc/user.me', 'GET, POST', /"code":"METHOD_NOT_SUPPORTED"/],
    ['/login', 'GET, HEAD, POST', /^Method Not Allowed$/],
  ])('answers TRACE and PROPFIND on %s with 405 before Next.js', async (path, allow, body) => {
    let handled = 0;
    const port = await listen(async (_request, response) => {
      handled += 1;
      response.end();
    });
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await new Promise<{
        status?: number;
        allow?: string;
        policy?: string;
        cache?: string;
        body: string;
      }>((resolve, reject) => {
        const outgoing = httpRequest({ port, host: '127.0.0.1', path, method }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              allow: response.headers.allow,
              policy: String(response.headers['content-security-policy']),
              cache: response.headers['cache-control'],
              body: text,
            }),
          );
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
      expect(answer).toEqual({
        status: 405,
        allow,
        policy: API_CONTENT_SECURITY_POLICY,
        cache: 'no-store',
        body: expect.stringMatching(body),
      });
    }
    expect(handled).toBe(0);
  });

  it('answers 500 and reports a failing handler, and keeps serving', async () => {
    const reported: string[] = [];
    let calls = 0;
    const port = await listen(
      async (_request, response) => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        response.end('fine');
      },
      (context) => reported.push(context),
    );
    const failed = await fetch(`http://127.0.0.1:${port}/api/trpc/user.me?input=secret`);
    expect(failed.status).toBe(500);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('fine');
    expect(reported).toEqual(['GET /api/trpc/user.me failed']);
  });
});

/** A raw GET, so the test sees the encoded bytes and when each part of them arrives. */
function getRaw(port: number, acceptEncoding: string | undefined, path = '/') {
  return new Promise<{
    encoding: string | undefined;
    vary: string | undefined;
    body: Buffer;
    firstPartAt: number;
  }>((resolve, reject) => {
    const startedAt = performance.now();
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const parts: Buffer[] = [];
        let firstPartAt = -1;
        response.on('data', (part: Buffer) => {
          if (firstPartAt < 0) firstPartAt = performance.now() - startedAt;
          parts.push(part);
        });
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body: Buffer.concat(parts),
            firstPartAt,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('compression', { timeout: 10_000 }, () => {
  const page = `<!DOCTYPE html><html><body>${'<p class="intro">Sign in to Steadfast</p>'.repeat(200)}</body></html>`;
  const answerPage: RequestHandler = async (_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(page);
  };

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and plain text otherwise', async () => {
    const port = await listen(answerPage);
    const chromium = await getRaw(port, 'gzip, deflate, br, zstd');
    expect(chromium.encoding).toBe('br');
    expect(brotliDecompressSync(chromium.body).toString()).toBe(page);
    expect(chromium.body.length).toBeLessThan(page.length / 10);
    expect(chromium.vary).toMatch(/accept-encoding/i);

    const gzipOnly = await getRaw(port, 'gzip');
    expect(gzipOnly.encoding).toBe('gzip');
    expect(gunzipSync(gzipOnly.body).toString()).toBe(page);

    const none = await getRaw(port, 'identity');
    expect(none.encoding).toBeUndefined();
    expect(none.body.toString()).toBe(page);
    const noHeader = await getRaw(port, undefined);
    expect(noHeader.encoding).toBeUndefined();
    expect(noHeader.body.toString()).toBe(page);
  });

  it('leaves small answers and already encoded ones as they are', async () => {
    const port = await listen(async (request, response) => {
      if (request.url === '/encoded') {
        response.setHeader('content-type', 'text/plain');
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(page));
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    const small = await getRaw(port, 'br');
    expect(small.encoding).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const encoded = await getRaw(port, 'br, gzip', '/encoded');
    expect(encoded.encoding).toBe('gzip');
    expect(gunzipSync(encoded.body).toString()).toBe(page);
  });

  it('passes each flushed part of a streamed page on at once, as Next.js streams them', async () => {
    const rest = new Promise<void>((resolve) => setTimeout(resolve, 400));
    const port = await listen(async (_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.write(page);
      // Next.js calls flush after each chunk it writes; the middleware provides it.
      (response as typeof response & { flush: () => void }).flush();
      await rest;
      response.end('<p>later</p>');
    });
    const streamed = await getRaw(port, 'br');
    expect(streamed.encoding).toBe('br');
    expect(brotliDecompressSync(streamed.body).toString()).toBe(`${page}<p>later</p>`);
    // The first part came before the handler's pause was over, not with the end.
    expect(streamed.firstPartAt).toBeLessThan(300);
  });
});
