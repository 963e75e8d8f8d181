import { UpdateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  createUserWithCodes,
  mailTo,
  passwordSignIn,
  refusalOf,
  securityClient,
  type SecurityTestFixture,
  withIdentityClient,
} from './security-test-kit';

let environment: WebTestEnvironment;

async function setSignInEventsRecorded(recorded: boolean) {
  await withIdentityClient(environment, (admin) =>
    admin.send(
      new UpdateUserPoolCommand({
        UserPoolId: environment.identity.poolId,
        UserPoolTier: 'PLUS',
        UserPoolAddOns: { AdvancedSecurityMode: recorded ? 'AUDIT' : 'OFF' },
      }),
    ),
  );
}

export function describeActivity(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security.activity', { timeout: 60_000 }, () => {
    it('lists sign-ins and the app’s own events, newest first, with address and browser', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const address = '203.0.113.77';
      const client = securityClient(environment, { accessToken: user.accessToken, address });
      await refusalOf(
        securityClient(environment, { address }).security.recoverWithCode.mutate({
          username: user.username,
          password: user.password,
          recoveryCode: 'abcde-23456',
        }),
      );
      await passwordSignIn(environment, { ...user, password: 'Wrong-Horse-9!' }).catch(
        () => undefined,
      );
      await client.security.renewRecoveryCodes.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(user),
      });
      await mailTo(environment, user.email, 'New recovery codes');
      expect(codes).toHaveLength(10);

      const activity = await client.security.activity.query();
      expect(activity.signInEventsRecorded).toBe(true);
      const times = activity.events.map((event) => event.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const own = activity.events.filter((event) => !event.id.startsWith('identity:'));
      expect(own.map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
        'recovery-codes-renewed succeeded',
        'recovery-code-used failed',
        'authenticator-set-up succeeded',
      ]);
      expect(own[0]).toMatchObject({ address, browser: 'Firefox 133, Linux' });
      // The identity service names the person's address and browser too, not the app server's.
      expect(activity.events.find((event) => event.id.startsWith('identity:'))).toMatchObject({
        address,
        browser: 'Firefox 133, Linux',
      });
      const signIns = activity.events.filter((event) => event.kind === 'sign-in');
      expect(signIns.map((event) => event.outcome)).toContain('succeeded');
      expect(signIns.map((event) => event.outcome)).toContain('failed');
    });

    it('says when the pool records no sign-ins, and lists the app’s events alone', async () => {
      const { user } = await createUserWithCodes(environment);
      await setSignInEventsRecorded(false);
      try {
        const activity = await securityClient(environment, {
          accessToken: user.accessToken,
        }).security.activity.query();
        expect(activity.signInEventsRecorded).toBe(false);
        expect(activity.events.map((event) => event.kind)).toEqual(['authenticator-set-up']);
      } finally {
        await setSignInEventsRecorded(true);
      }
    });
  });
}
