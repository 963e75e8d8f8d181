import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { AppServices } from '../app-services';
import type { TestUser } from '../testing/identity-test-user';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import { markPeerAddressesStamped, PEER_ADDRESS_HEADER } from '../http/peer-address';
import type { ApiTestFixture } from './api-test-fixture';
import { createCaller } from './root';
import { createTRPCContext } from './trpc';

let environment: WebTestEnvironment;
let user: TestUser;

async function forgotUsername(
  email: string,
  {
    services = environment.services,
    from = '203.0.113.7',
  }: { services?: AppServices; from?: string } = {},
) {
  // As our web server sets it from the connection.
  const headers = new Headers({ [PEER_ADDRESS_HEADER]: from });
  return (await createCaller(await createTRPCContext({ headers, services }))).user.forgotUsername({
    email,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw error;
  return error;
}

export function describeForgotUsername(fixture: ApiTestFixture) {
  beforeAll(() => {
    ({ environment, user } = fixture);
    markPeerAddressesStamped();
  });

  describe('user.forgotUsername', { timeout: 30_000 }, () => {
    it('emails the username to the address of an existing account', async () => {
      const since = new Date();
      expect(await forgotUsername(user.email)).toEqual({ ok: true });
      await environment.services.background.idle();
      const message = await environment.mail.waitForMessage({
        to: user.email,
        subject: 'Your Steadfast username',
        since,
        timeoutMs: 5000,
      });
      expect(message.Text).toContain(user.username);
    });

    it('answers an unknown address exactly the same and sends nothing', async () => {
      const email = `nobody-${Date.now()}@example.com`;
      expect(await forgotUsername(email)).toEqual({ ok: true });
      await environment.services.background.idle();
      const messages = await environment.mail.list();
      expect(messages.filter((message) => message.To.some((to) => to.Address === email))).toEqual(
        [],
      );
    });

    it('rejects a malformed address with a field error before doing anything', async () => {
      const error = await failureOf(forgotUsername('ada at example'));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause).toBeInstanceOf(ZodError);
      expect((error.cause as ZodError).issues[0]?.message).toBe('Enter a valid email address.');
    });

    it('allows 5 requests per address in 15 minutes', async () => {
      const services = environment.servicesWith({});
      const email = `limited-${Date.now()}@example.com`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await forgotUsername(email, { services, from: `198.51.100.${attempt}` });
      }
      const error = await failureOf(
        forgotUsername(email.toUpperCase(), { services, from: '198.51.100.9' }),
      );
      expect(error.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toMatch(/Too many username reminder requests/);
      environment.advanceClockBy(15 * 60_000);
      try {
        expect(await forgotUsername(email, { services })).toEqual({ ok: true });
      } finally {
        environment.advanceClockBy(-15 * 60_000);
      }
    });

    it('allows 20 requests per client address in 15 minutes', async () => {
      const services = environment.servicesWith({});
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await forgotUsername(`many-${attempt}@example.com`, { services, from: '192.0.2.1' });
      }
      const error = await failureOf(
        forgotUsername('one-more@example.com', { services, from: '192.0.2.1' }),
      );
      expect(error.code).toBe('TOO_MANY_REQUESTS');
      expect(
        await forgotUsername('elsewhere@example.com', { services, from: '192.0.2.2' }),
      ).toEqual({
        ok: true,
      });
    });
  });
}
