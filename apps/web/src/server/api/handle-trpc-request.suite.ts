import { decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../testing/identity-test-user';
import { createSigningKey, signAccessToken } from '../testing/token-fixtures';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import type { ApiTestFixture } from './api-test-fixture';
import { handleTrpcRequest, MAX_BATCH_SIZE } from './handle-trpc-request';
import { SSR_MARKER_HEADER } from './request-metadata';
import * as trpcRoute from '@/app/api/trpc/[trpc]/route';
import { methodNotSupportedError } from '../http/unroutable-method';
import { methodNotSupported } from './method-not-supported';

let environment: WebTestEnvironment;
let user: TestUser;

const base = 'http://localhost:3000/api/trpc';

function send(path: string, init: RequestInit = {}) {
  return handleTrpcRequest(new Request(`${base}/${path}`, init), environment.services);
}

/** Calls the route's export for `method`, as Next.js does; Next answers an empty 405 without one. */
async function sendToRoute(method: string, path: string, init: RequestInit = {}) {
  const handler = (trpcRoute as Record<string, unknown>)[method];
  if (typeof handler !== 'function') return new Response(null, { status: 405 });
  const request = new Request(`${base}/${path}`, { ...init, method });
  return (handler as (request: Request) => Promise<Response>)(request);
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

function amplifyCookies(username: string, token: string) {
  const prefix = `CognitoIdentityServiceProvider.${environment.env.cognito.clientId}`;
  return `${prefix}.LastAuthUser=${username}; ${prefix}.${username}.accessToken=${token}`;
}

export function describeTrpcOverHttp(fixture: ApiTestFixture) {
  beforeAll(() => {
    ({ environment, user } = fixture);
  });

  describe('/api/trpc over HTTP', { timeout: 30_000 }, () => {
    it('answers system.ping without a session, as an uptime check', async () => {
      const response = await send('system.ping');
      expect(response.status).toBe(200);
      expect((await response.json()).result.data.json).toEqual({ ok: true });
    });

    it('answers user.me by GET with superjson dates and no caching', async () => {
      const response = await send('user.me', { headers: bearer(user.accessToken) });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.json();
      expect(body.result.data.json).toMatchObject({
        username: user.username,
        subscriptionStatus: 'trialing',
      });
      expect(body.result.data.meta.values.trialStartDate).toEqual(['Date']);
    });

    it('serves batched queries', async () => {
      const response = await send('user.me,user.me?batch=1&input=%7B%7D', {
        headers: bearer(user.accessToken),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveLength(2);
    });

    it('refuses a batch larger than the limit with 400', async () => {
      const paths = Array.from({ length: MAX_BATCH_SIZE + 1 }, () => 'user.me').join(',');
      const response = await send(`${paths}?batch=1&input=%7B%7D`, {
        headers: bearer(user.accessToken),
      });
      expect(response.status).toBe(400);
    });

    it('answers 401 without a token, with a forged one and with an expired one', async () => {
      const forger = await createSigningKey(decodeProtectedHeader(user.accessToken).kid);
      const forged = await signAccessToken(forger, {
        iss: environment.env.cognito.issuer,
        client_id: environment.env.cognito.clientId,
        sub: user.sub,
      });
      expect((await send('user.me')).status).toBe(401);
      expect((await send('user.me', { headers: bearer(forged) })).status).toBe(401);
      expect((await send('user.me', { headers: bearer('garbage') })).status).toBe(401);
      environment.advanceClockBy(61 * 60_000);
      try {
        expect((await send('user.me', { headers: bearer(user.accessToken) })).status).toBe(401);
      } finally {
        environment.advanceClockBy(-61 * 60_000);
      }
    });

    it('answers 401 to a token of another pool', async () => {
      // Keys still come from the real pool's JWKS; only the expected issuer differs.
      const otherPool = environment.servicesWith({
        COGNITO_ISSUER: `${environment.env.cognito.issuer.replace(/[^/]+$/, '')}us-east-1_OtherPool`,
      });
      const response = await handleTrpcRequest(
        new Request(`${base}/user.me`, { headers: bearer(user.accessToken) }),
        otherPool,
      );
      expect(response.status).toBe(401);
    });

    it('accepts Amplify cookies only on requests marked as server rendering', async () => {
      const cookie = amplifyCookies(user.username, user.accessToken);
      expect((await send('user.me', { headers: { cookie } })).status).toBe(401);
      const marked = await send('user.me', { headers: { cookie, [SSR_MARKER_HEADER]: 'rsc' } });
      expect(marked.status).toBe(200);
    });

    it('answers a malformed email with 400 and a field error the form can show', async () => {
      const response = await send('user.forgotUsername', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { email: 'not-an-email' } }),
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.json.data.code).toBe('BAD_REQUEST');
      expect(body.error.json.message).toBe('Enter a valid email address.');
      expect(body.error.json.data.zodError.fieldErrors.email).toEqual([
        'Enter a valid email address.',
      ]);
    });

    it('answers a failure on our side with a 500 that reveals nothing, and logs it', async () => {
      const unreachable = environment.servicesWith({
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/steadfast',
      });
      const response = await handleTrpcRequest(
        new Request(`${base}/user.me`, { headers: bearer(user.accessToken) }),
        unreachable,
      );
      expect(response.status).toBe(500);
      const body = await response.json();
      expect(body.error.json.message).toBe('Something went wrong on our side. Please try again.');
      const reported = environment.reportedErrors.splice(0);
      expect(reported).toEqual([expect.stringMatching(/^tRPC user\.me failed: /)]);
    });

    it.each([
      ['malformed JSON', 'user.forgotUsername', { method: 'POST', body: '{not json' }, 400],
      ['a missing input', 'user.forgotUsername', { method: 'POST', body: '' }, 400],
      [
        'an input of the wrong type',
        'user.forgotUsername',
        { method: 'POST', body: '{"json":42}' },
        400,
      ],
      [
        'a polluted input',
        'user.forgotUsername',
        {
          method: 'POST',
          body: '{"json":{"email":"a@b.co"},"meta":{"values":{"__proto__.x":["undefined"]}}}',
        },
        400,
      ],
      ['a mutation by GET', 'user.forgotUsername?input=%7B%7D', {}, 405],
      ['a query by POST', 'user.me', { method: 'POST', body: '{}' }, 405],
      ['an unknown procedure', 'user.nothing', {}, 404],
      [
        'a body that is not JSON',
        'user.forgotUsername',
        { method: 'POST', body: 'x', headers: {} },
        415,
      ],
    ])('answers %s with a 4xx, never a 500', async (_label, path, init, status) => {
      const headers = { 'content-type': 'application/json' };
      const response = await send(path, { headers, ...(init as RequestInit) });
      expect(response.status).toBe(status);
    });

    it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
      'answers %s with a typed 405 METHOD_NOT_SUPPORTED and the allowed methods',
      async (method) => {
        const response = await sendToRoute(method, 'user.forgotUsername', {
          headers: { 'content-type': 'application/json' },
          ...(method === 'OPTIONS' ? {} : { body: JSON.stringify({ json: { email: 'a@b.co' } }) }),
        });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, POST');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const body = await response.json();
        // The same shape as tRPC's own errors (in development these also carry a `stack`).
        expect(body.error.json).toMatchObject({
          message: `${method} is not supported here; use GET for queries and POST for mutations.`,
          code: -32005,
          data: { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, zodError: null },
        });
      },
    );

    it('shapes the web server 405 for methods Next.js cannot route as this one', async () => {
      const body = await methodNotSupported(
        new Request(`${base}/user.me`, { method: 'PUT' }),
      ).json();
      delete body.error.json.data.stack; // development only
      expect(methodNotSupportedError('PUT')).toEqual(body);
    });

    it('answers HEAD with 405 and the allowed methods, and runs nothing', async () => {
      const response = await sendToRoute('HEAD', 'user.me');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST');
      expect(await response.text()).toBe('');
    });
  });
}
