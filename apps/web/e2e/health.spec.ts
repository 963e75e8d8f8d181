import { expect, test } from './support/fixtures';

// Through the production server (our HTTP server, the proxy's route rules, Next.js routing):
// a load balancer asks without cookies or tokens.
test.describe('/api/health', () => {
  test('is public and answers 200 {"status":"ready"} on a migrated database', async ({
    request,
  }) => {
    const response = await request.get('/api/health', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  test('answers HEAD with the same status and no body', async ({ request }) => {
    const response = await request.head('/api/health', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.body()).toHaveLength(0);
  });
});
