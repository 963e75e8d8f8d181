import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TRPCError } from '@trpc/server';
import { decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services';
import type { TestUser } from '../testing/identity-test-user';
import { createSigningKey, signAccessToken } from '../testing/token-fixtures';
import type { WebTestEnvironment } from '../testing/web-test-environment';
import type { ApiTestFixture } from './api-test-fixture';
import { createCaller } from './root';
import { createTRPCContext } from './trpc';

let environment: WebTestEnvironment;
let user: TestUser;

async function callerFor(token: string | null, services: AppServices = environment.services) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  return createCaller(await createTRPCContext({ headers, services }));
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof TRPCError ? error.code : `no TRPCError (${String(error)})`;
}

export function describeUserMe(fixture: ApiTestFixture) {
  beforeAll(() => {
    ({ environment, user } = fixture);
  });

  describe('user.me', { timeout: 30_000 }, () => {
    it('creates the app record with a trial on the first call, from the identity attributes', async () => {
      const me = await (await callerFor(user.accessToken)).user.me();
      expect(me).toMatchObject({
        id: user.sub,
        cognitoId: user.sub,
        username: user.username,
        email: user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        verificationStatus: 'verified',
        subscriptionStatus: 'trialing',
        trialDaysLeft: 14,
        isAdmin: false,
        isTrustee: false,
        isReadOnly: false,
        ownerCognitoId: null,
        stripeCustomerId: null,
        cancelAtPeriodEnd: false,
        planInterval: null,
        firstEmailSent: false,
      });
      expect(me.trialEndDate!.getTime() - me.trialStartDate!.getTime()).toBe(14 * 86_400_000);
    });

    it('keeps the trial and updates lastActive on later calls', async () => {
      const caller = await callerFor(user.accessToken);
      const first = await caller.user.me();
      environment.advanceClockBy(60_000);
      try {
        const second = await caller.user.me();
        expect(second.trialStartDate).toEqual(first.trialStartDate);
        expect(second.lastActive!.getTime()).toBeGreaterThan(first.lastActive!.getTime());
      } finally {
        environment.advanceClockBy(-60_000);
      }
    });

    it('refuses a visitor without a token', async () => {
      expect(await codeOf((await callerFor(null)).user.me())).toBe('UNAUTHORIZED');
    });

    it('refuses an expired token', async () => {
      environment.advanceClockBy(61 * 60_000);
      try {
        expect(await codeOf((await callerFor(user.accessToken)).user.me())).toBe('UNAUTHORIZED');
      } finally {
        environment.advanceClockBy(-61 * 60_000);
      }
    });

    it('refuses a token forged with another key under the pool key id', async () => {
      const forger = await createSigningKey(decodeProtectedHeader(user.accessToken).kid);
      const forged = await signAccessToken(forger, {
        iss: environment.env.cognito.issuer,
        client_id: environment.env.cognito.clientId,
        sub: user.sub,
        username: user.username,
      });
      expect(await codeOf((await callerFor(forged)).user.me())).toBe('UNAUTHORIZED');
    });

    it('refuses a token of another pool or another app client', async () => {
      const otherPool = environment.servicesWith({
        COGNITO_ISSUER: `${environment.env.cognito.issuer}Other`,
      });
      const otherClient = environment.servicesWith({ COGNITO_CLIENT_ID: 'anotherwebclient01' });
      expect(await codeOf((await callerFor(user.accessToken, otherPool)).user.me())).toBe(
        'UNAUTHORIZED',
      );
      expect(await codeOf((await callerFor(user.accessToken, otherClient)).user.me())).toBe(
        'UNAUTHORIZED',
      );
    });

    it('refuses a token revoked by signing out everywhere', async () => {
      const revoked = await environment.createUser();
      await environment.services.cognito.send(
        new GlobalSignOutCommand({ AccessToken: revoked.accessToken }),
      );
      expect(await codeOf((await callerFor(revoked.accessToken)).user.me())).toBe('UNAUTHORIZED');
    });
  });
}
