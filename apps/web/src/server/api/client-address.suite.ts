import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import { serveApiOverHttp, type ServedApi } from '../testing/serve-api-over-http';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import type { ApiTestFixture } from './api-test-fixture';

let environment: WebTestEnvironment;
const served: ServedApi[] = [];

async function serve(services: AppServices): Promise<ServedApi> {
  const api = await serveApiOverHttp(services);
  served.push(api);
  return api;
}

/** One forgotUsername call over HTTP; the answer's status code. */
async function forgotUsername(api: ServedApi, email: string, forwardedFor?: string) {
  const response = await fetch(`${api.url}/api/trpc/user.forgotUsername`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ json: { email } }),
  });
  await response.arrayBuffer();
  return response.status;
}

export function describeClientAddress(fixture: ApiTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  afterAll(async () => {
    await Promise.all(served.splice(0).map((api) => api.close()));
  });

  describe('the per-client limit of user.forgotUsername over HTTP', { timeout: 30_000 }, () => {
    it('cannot be sidestepped with a new X-Forwarded-For on every request', async () => {
      const api = await serve(environment.servicesWith({}));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt += 1) {
        statuses.push(
          await forgotUsername(api, `spoof-${attempt}@example.com`, `198.51.100.${attempt}`),
        );
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual(Array.from({ length: 10 }, () => 429));
    });

    it('counts by the entry of the trusted proxy with TRUSTED_PROXY_COUNT=1', async () => {
      const api = await serve(environment.servicesWith({ TRUSTED_PROXY_COUNT: '1' }));
      // The client's own (forged) entries come first; the proxy appends the address it saw.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const forged = `10.9.8.${attempt}`;
        expect(
          await forgotUsername(api, `proxied-${attempt}@example.com`, `${forged}, 203.0.113.50`),
        ).toBe(200);
      }
      expect(await forgotUsername(api, 'proxied-more@example.com', '10.0.0.1, 203.0.113.50')).toBe(
        429,
      );
      expect(await forgotUsername(api, 'proxied-other@example.com', '203.0.113.51')).toBe(200);
    });
  });
}
