import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../testing/identity-test-user';
import { serveApiOverHttp, type ServedApi } from '../testing/serve-api-over-http';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import { API_CONTENT_SECURITY_POLICY } from '../security/security-headers';
import { API_MAX_BODY_BYTES } from './api-request-handler';
import type { ApiTestFixture } from './api-test-fixture';
import { rawRequest } from '../testing/raw-request';

let environment: WebTestEnvironment;
let user: TestUser;
let api: ServedApi;

/** One request as Node sends it, with headers `fetch` would not let a test set (Host). */
async function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  const { port } = new URL(api.url);
  const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, options);
  return { ...answer, body: answer.body.toString() };
}

function errorCodeOf(body: unknown): string | undefined {
  return (body as { error?: { json?: { data?: { code?: string } } } }).error?.json?.data?.code;
}

export function describeApiRequestHandler(fixture: ApiTestFixture) {
  beforeAll(async () => {
    ({ environment, user } = fixture);
    api = await serveApiOverHttp(environment.services);
  });

  afterAll(() => api.close());

  describe('/api/trpc on the web server itself (production)', { timeout: 30_000 }, () => {
    it("answers with the API's security headers and keeps nothing in a cache", async () => {
      const response = await fetch(`${api.url}/api/trpc/user.me`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).result.data.json.username).toBe(user.username);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-security-policy': API_CONTENT_SECURITY_POLICY,
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'cross-origin-opener-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      // HSTS only when a load balancer says the visitor came over HTTPS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
      const overHttps = await fetch(`${api.url}/api/trpc/system.ping`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(overHttps.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      );
    });

    it('compresses its answers as the pages are', async () => {
      const answer = await raw('/api/trpc/system.ping', {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
    });

    it('refuses a body above the limit with 413 and does nothing with it', async () => {
      const since = new Date();
      // A valid call for a real account, padded past the limit with JSON whitespace.
      const call = JSON.stringify({ json: { email: user.email } });
      const body = call + ' '.repeat(API_MAX_BODY_BYTES + 1 - call.length);
      const response = await fetch(`${api.url}/api/trpc/user.forgotUsername`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(errorCodeOf(await response.json())).toBe('PAYLOAD_TOO_LARGE');
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('connection')).toBe('close');
      await environment.idle();
      const sent = await environment.mail.list();
      expect(
        sent.filter(
          (message) =>
            new Date(message.Created) >= since &&
            message.To.some((to) => to.Address === user.email),
        ),
      ).toEqual([]);
    });

    it('answers a body a client would send without end with 413, then stops reading it and closes', async () => {
      const declared = 256 * 1024 * 1024;
      const { port } = new URL(api.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/trpc/user.forgotUsername HTTP/1.1\r\nHost: localhost\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      // Sends until the server closes the connection, as fast as it reads.
      const chunk = Buffer.alloc(64 * 1024, ' ');
      let sent = 0;
      let open = true;
      void closed.then(() => (open = false));
      while (open && sent < declared) {
        sent += chunk.length;
        if (!socket.write(chunk)) {
          await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
        }
      }
      await closed;

      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      // Cut off after the limit, with what the sockets' buffers held: far below the declared
      // length, all of which Node would otherwise have read.
      expect(sent).toBeLessThan(API_MAX_BODY_BYTES + 32 * 1024 * 1024);
    });

    it('reads a body of exactly the limit', async () => {
      const call = JSON.stringify({ json: { email: `limit-${Date.now()}@example.com` } });
      const response = await fetch(`${api.url}/api/trpc/user.forgotUsername`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: call + ' '.repeat(API_MAX_BODY_BYTES - call.length),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).result.data.json).toEqual({ ok: true });
      await environment.idle();
    });

    it('answers a Host that is not part of a URL with 400, shaped as every API error', async () => {
      const answer = await raw('/api/trpc/system.ping', { headers: { host: 'not a host' } });
      expect(answer.status).toBe(400);
      expect(errorCodeOf(JSON.parse(answer.body))).toBe('BAD_REQUEST');
      expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    });

    it('answers HEAD and other methods with 405 and Allow', async () => {
      const head = await raw('/api/trpc/user.me', { method: 'HEAD' });
      expect(head.status).toBe(405);
      expect(head.headers['allow']).toBe('GET, POST');
      expect(head.body).toBe('');
      const put = await raw('/api/trpc/user.me', { method: 'PUT' });
      expect(put.status).toBe(405);
      expect(errorCodeOf(JSON.parse(put.body))).toBe('METHOD_NOT_SUPPORTED');
    });

    it('leaves every other path to Next.js', async () => {
      for (const path of ['/api/health', '/api/trpcx/system.ping', '/login']) {
        const answer = await raw(path);
        // The test server's stand-in for Next.js answers 404 to everything.
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 404,
          body: 'Not Found',
        });
      }
    });
  });
}
