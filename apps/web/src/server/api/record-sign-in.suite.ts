import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import type { ApiTestFixture } from './api-test-fixture';
import { handleTrpcRequest } from './handle-trpc-request';
import { createCaller, type AppRouter } from './root';
import { createTRPCContext } from './trpc';

let environment: WebTestEnvironment;

/** The browser's client (batched HTTP, superjson) with requests handed to the API handler. */
function browserClient(accessToken: string | null) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: 'http://localhost:3000/api/trpc',
        transformer: superjson,
        headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
        fetch: (url, init) => handleTrpcRequest(new Request(url, init), environment.services),
      }),
    ],
  });
}

async function callerFor(accessToken: string) {
  const headers = new Headers({ authorization: `Bearer ${accessToken}` });
  return createCaller(await createTRPCContext({ headers, services: environment.services }));
}

export function describeRecordSignIn(fixture: ApiTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('user.recordSignIn', { timeout: 30_000 }, () => {
    it('starts the trial at the sign-in, not at the first visit of the profile', async () => {
      const user = await environment.createUser();
      const signedInAt = environment.services.clock.now();
      const recorded = await browserClient(user.accessToken).user.recordSignIn.mutate();
      expect(recorded.trialStartDate!.getTime()).toBeGreaterThanOrEqual(signedInAt.getTime());
      expect(recorded.trialEndDate!.getTime() - recorded.trialStartDate!.getTime()).toBe(
        14 * 86_400_000,
      );

      environment.advanceClockBy(30 * 60_000);
      try {
        const me = await (await callerFor(user.accessToken)).user.me();
        expect(me.trialStartDate).toEqual(recorded.trialStartDate);
        expect(me.trialEndDate).toEqual(recorded.trialEndDate);
        expect(me.lastActive!.getTime() - me.trialStartDate!.getTime()).toBeGreaterThanOrEqual(
          30 * 60_000,
        );
      } finally {
        environment.advanceClockBy(-30 * 60_000);
      }
    });

    it('keeps the trial of an earlier sign-in', async () => {
      const user = await environment.createUser();
      const client = browserClient(user.accessToken);
      const first = await client.user.recordSignIn.mutate();
      const again = await client.user.recordSignIn.mutate();
      expect(again).toEqual(first);
    });

    it('refuses a visitor without a token', async () => {
      const refusal = await browserClient(null)
        .user.recordSignIn.mutate()
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TRPCClientError);
      expect((refusal as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED');
    });
  });
}
