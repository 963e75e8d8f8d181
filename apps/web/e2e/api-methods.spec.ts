import { expect, test } from './support/fixtures';

// The production server itself, not the handler alone: it answers /api/trpc before Next.js
// routes anything (decision 026), and every method must still get the API's typed 405.
test.describe('/api/trpc methods other than GET and POST', () => {
  for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`${method} gets a typed 405 METHOD_NOT_SUPPORTED with Allow`, async ({ request }) => {
      const response = await request.fetch('/api/trpc/user.forgotUsername', {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'OPTIONS' ? {} : { data: { json: { email: 'a@b.co' } } }),
      });
      expect(response.status()).toBe(405);
      expect(response.headers()['allow']).toBe('GET, POST');
      const body = (await response.json()) as {
        error: { json: { code: number; data: { code: string; httpStatus: number } } };
      };
      expect(body.error.json.code).toBe(-32005);
      expect(body.error.json.data).toMatchObject({ code: 'METHOD_NOT_SUPPORTED', httpStatus: 405 });
    });
  }

  test('HEAD gets 405 with Allow', async ({ request }) => {
    const response = await request.head('/api/trpc/user.me');
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, POST');
  });
});
