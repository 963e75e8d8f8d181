import {
  GlobalSignOutCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type CreatedAppServices } from '../create-app-services';
import { users } from '../db/schema';
import {
  startCountingIdentityProxy,
  type CountingIdentityProxy,
} from '../testing/counting-identity-proxy';
import type { TestUser } from '../testing/identity-test-user';
import { testDatabaseTargets } from '../testing/test-databases';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import { LAST_ACTIVE_INTERVAL_MS, PROFILE_STALE_AFTER_MS } from '../users/user-record-freshness';
import type { ApiTestFixture } from './api-test-fixture';
import { handleTrpcRequest } from './handle-trpc-request';
import { createCaller } from './root';
import { createTRPCContext } from './trpc';

export function describeUserMeFreshness(fixture: ApiTestFixture) {
  describe.each(testDatabaseTargets())(
    'user.me freshness on $name',
    { timeout: 60_000 },
    (target) => {
      let environment: WebTestEnvironment;
      let proxy: CountingIdentityProxy;
      let services: CreatedAppServices;
      let dropDatabase: () => Promise<void>;
      let offsetInMs = 0;
      const advanceClockBy = (durationInMs: number) => void (offsetInMs += durationInMs);

      beforeAll(async () => {
        environment = fixture.environment;
        proxy = await startCountingIdentityProxy(environment.identity.url);
        const database = await target.create();
        dropDatabase = database.drop;
        // GetUser goes through the counting proxy; the token keys are fetched directly.
        const env = {
          ...environment.env,
          cognito: { ...environment.env.cognito, endpoint: proxy.url },
          databaseUrl: database.options.databaseUrl,
          dataDir: database.options.dataDir,
        };
        services = createAppServices(env, {
          clock: { now: () => new Date(Date.now() + offsetInMs) },
          reportError: environment.services.reportError,
        });
      }, 60_000);

      afterAll(async () => {
        await services?.close();
        await proxy?.close();
        await dropDatabase?.();
      });

      async function me(user: TestUser, input?: { refresh: boolean }) {
        const headers = new Headers({ authorization: `Bearer ${user.accessToken}` });
        return createCaller(await createTRPCContext({ headers, services })).user.me(input);
      }

      /** Changes on each write of the row (PostgreSQL's row version), so "no write" is checkable. */
      async function rowVersion(user: TestUser): Promise<string | undefined> {
        const db = await services.database();
        const [row] = await db
          .select({ version: sql<string>`xmin::text` })
          .from(users)
          .where(eq(users.cognitoId, user.sub));
        return row?.version;
      }

      async function renameInIdentity(user: TestUser, firstName: string) {
        await environment.services.cognito.send(
          new UpdateUserAttributesCommand({
            AccessToken: user.accessToken,
            UserAttributes: [{ Name: 'custom:firstName', Value: firstName }],
          }),
        );
      }

      async function refusal(promise: Promise<unknown>): Promise<string> {
        const error = await promise.then(
          () => null,
          (caught: unknown) => caught,
        );
        return error instanceof TRPCError ? `${error.code}: ${error.message}` : String(error);
      }

      it('creates the record from the identity service on the first visit', async () => {
        const user = await environment.createUser();
        const before = proxy.count('GetUser');
        const first = await me(user);
        expect(proxy.count('GetUser')).toBe(before + 1);
        expect(first).toMatchObject({ email: user.email, firstName: 'Ada', lastName: 'Lovelace' });
      });

      it('answers from the stored record in the steady state: no identity call and no write', async () => {
        const user = await environment.createUser();
        const first = await me(user);
        const callsBefore = proxy.count('GetUser');
        const versionBefore = await rowVersion(user);
        for (let call = 0; call < 20; call++) {
          advanceClockBy(1000);
          expect(await me(user)).toEqual({ ...first, trialDaysLeft: first.trialDaysLeft });
        }
        expect(proxy.count('GetUser')).toBe(callsBefore);
        expect(await rowVersion(user)).toBe(versionBefore);
      });

      it('takes names from the identity service again once the stored copy is stale', async () => {
        const user = await environment.createUser();
        await me(user);
        await renameInIdentity(user, 'Augusta');
        expect((await me(user)).firstName).toBe('Ada');
        advanceClockBy(PROFILE_STALE_AFTER_MS);
        const calls = proxy.count('GetUser');
        expect((await me(user)).firstName).toBe('Augusta');
        expect(proxy.count('GetUser')).toBe(calls + 1);
        expect((await me(user)).firstName).toBe('Augusta');
        expect(proxy.count('GetUser')).toBe(calls + 1);
      });

      it('makes one identity call for a burst of calls that find the copy stale together', async () => {
        const user = await environment.createUser();
        await me(user);
        await renameInIdentity(user, 'Katherine');
        advanceClockBy(PROFILE_STALE_AFTER_MS);
        const calls = proxy.count('GetUser');
        const answers = await Promise.all(Array.from({ length: 12 }, () => me(user)));
        expect(answers.map((answer) => answer.firstName)).toEqual(Array(12).fill('Katherine'));
        expect(proxy.count('GetUser')).toBe(calls + 1);
      });

      it('asks again for a refresh: true that arrives while a stale refresh is under way', async () => {
        const user = await environment.createUser();
        await me(user);
        advanceClockBy(PROFILE_STALE_AFTER_MS);
        const calls = proxy.count('GetUser');
        await Promise.all([me(user), me(user), me(user, { refresh: true }), me(user)]);
        expect(proxy.count('GetUser')).toBe(calls + 2);
      });

      it('refuses every caller that shared a stale refresh of a revoked token', async () => {
        const user = await environment.createUser();
        await me(user);
        await environment.services.cognito.send(
          new GlobalSignOutCommand({ AccessToken: user.accessToken }),
        );
        advanceClockBy(PROFILE_STALE_AFTER_MS);
        const ended = 'UNAUTHORIZED: Your session has ended. Please sign in again.';
        const refusals = await Promise.all(Array.from({ length: 4 }, () => refusal(me(user))));
        expect(refusals).toEqual(Array(4).fill(ended));
      });

      it('takes names from the identity service at once when asked with refresh: true', async () => {
        const user = await environment.createUser();
        await me(user);
        await renameInIdentity(user, 'Grace');
        const calls = proxy.count('GetUser');
        expect((await me(user, { refresh: true })).firstName).toBe('Grace');
        expect(proxy.count('GetUser')).toBe(calls + 1);
        // The record now holds the change, so callers without the flag see it too.
        expect((await me(user)).firstName).toBe('Grace');
      });

      it('takes names from the identity service at every recorded sign-in', async () => {
        const user = await environment.createUser();
        await me(user);
        await renameInIdentity(user, 'Hedy');
        const headers = new Headers({ authorization: `Bearer ${user.accessToken}` });
        const caller = createCaller(await createTRPCContext({ headers, services }));
        await caller.user.recordSignIn();
        expect((await me(user)).firstName).toBe('Hedy');
      });

      it('refuses a revoked token when asked to refresh, and on the stale path', async () => {
        const user = await environment.createUser();
        await me(user);
        await environment.services.cognito.send(
          new GlobalSignOutCommand({ AccessToken: user.accessToken }),
        );
        // The documented window (decision 014): the stored record answers until it is stale.
        expect((await me(user)).username).toBe(user.username);
        const ended = 'UNAUTHORIZED: Your session has ended. Please sign in again.';
        expect(await refusal(me(user, { refresh: true }))).toBe(ended);
        advanceClockBy(PROFILE_STALE_AFTER_MS);
        expect(await refusal(me(user))).toBe(ended);
      });

      it('moves lastActive only once the interval has passed', async () => {
        const user = await environment.createUser();
        const first = await me(user);
        advanceClockBy(LAST_ACTIVE_INTERVAL_MS - 1000);
        expect((await me(user)).lastActive).toEqual(first.lastActive);
        advanceClockBy(1000);
        const moved = await me(user);
        const movedByInMs = moved.lastActive!.getTime() - first.lastActive!.getTime();
        expect(movedByInMs).toBeGreaterThanOrEqual(LAST_ACTIVE_INTERVAL_MS);
        expect(moved.updatedAt).toEqual(first.updatedAt);
      });

      it('keeps the stored copy when the identity service is unreachable during a refresh', async () => {
        const user = await environment.createUser();
        const first = await me(user);
        proxy.setUnreachable(true);
        try {
          const kept = await me(user, { refresh: true });
          expect(kept).toMatchObject({ firstName: first.firstName, email: first.email });
        } finally {
          proxy.setUnreachable(false);
        }
        expect(environment.reportedErrors.splice(0)).toEqual([
          expect.stringContaining('identity profile unavailable, using stored copy'),
        ]);
      });

      it('creates one record and one trial when first visits race', async () => {
        const user = await environment.createUser();
        const answers = await Promise.all(Array.from({ length: 8 }, () => me(user)));
        expect(new Set(answers.map((answer) => answer.trialStartDate!.getTime())).size).toBe(1);
        const db = await services.database();
        const rows = await db.select().from(users).where(eq(users.cognitoId, user.sub));
        expect(rows).toHaveLength(1);
      });

      it('answers bad input for the refresh flag with a 400 and a specific message', async () => {
        const user = await environment.createUser();
        const ask = async (input: unknown) => {
          const query = encodeURIComponent(JSON.stringify({ json: input }));
          const response = await handleTrpcRequest(
            new Request(`http://localhost:3000/api/trpc/user.me?input=${query}`, {
              headers: { authorization: `Bearer ${user.accessToken}` },
            }),
            services,
          );
          const body = (await response.json()) as { error: { json: { message: string } } };
          return `${response.status} ${body.error.json.message}`;
        };
        expect(await ask({ refresh: 'yes' })).toBe('400 The refresh flag must be true or false.');
        expect(await ask({ refresh: true, force: true })).toBe(
          '400 user.me takes only the refresh flag.',
        );
        expect(await ask('refresh')).toBe('400 The input of user.me must be an object.');
        expect(await rowVersion(user)).toBeUndefined();
      });
    },
  );
}
