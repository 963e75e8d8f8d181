import { AdminSetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import { SECURITY_MESSAGES } from '../security-messages';
import {
  clientOf,
  createUserWithCodes,
  mailTo,
  refusalOf,
  securityClient,
  type SecurityTestFixture,
  withIdentityClient,
} from './security-test-kit';

let environment: WebTestEnvironment;

export function describeRecoveryCodes(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security.issueFirstRecoveryCodes and overview', { timeout: 60_000 }, () => {
    it('gives 10 codes once, right after the authenticator was set up', async () => {
      const user = await environment.createUser();
      const client = clientOf(environment, user);
      expect(await client.security.overview.query()).toEqual({
        authenticatorEnabled: true,
        recoveryCodesLeft: null,
        recoveryCodesCreatedAt: null,
      });
      const before = environment.services.clock.now();
      const { codes } = await client.security.issueFirstRecoveryCodes.mutate();
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const overview = await client.security.overview.query();
      expect(overview.recoveryCodesLeft).toBe(10);
      expect(overview.recoveryCodesCreatedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());

      expect(await refusalOf(client.security.issueFirstRecoveryCodes.mutate())).toMatchObject({
        code: 'CONFLICT',
        message: SECURITY_MESSAGES.codesExist,
      });
    });

    it('refuses codes before an authenticator is on', async () => {
      const user = await environment.createUser();
      await withIdentityClient(environment, (admin) =>
        admin.send(
          new AdminSetUserMFAPreferenceCommand({
            UserPoolId: environment.identity.poolId,
            Username: user.username,
            SoftwareTokenMfaSettings: { Enabled: false },
          }),
        ),
      );
      const client = clientOf(environment, user);
      expect(await refusalOf(client.security.issueFirstRecoveryCodes.mutate())).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: SECURITY_MESSAGES.authenticatorNeeded,
      });
      expect((await client.security.overview.query()).authenticatorEnabled).toBe(false);
    });

    it('refuses a visitor without a session', async () => {
      const client = securityClient(environment);
      expect((await refusalOf(client.security.overview.query())).code).toBe('UNAUTHORIZED');
      expect((await refusalOf(client.security.issueFirstRecoveryCodes.mutate())).code).toBe(
        'UNAUTHORIZED',
      );
    });
  });

  describe('security.renewRecoveryCodes', { timeout: 60_000 }, () => {
    it('makes a new set after the password and a current code; the old set stops working', async () => {
      const { user, codes: old } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      const { codes } = await client.security.renewRecoveryCodes.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(user),
      });
      expect(codes).toHaveLength(10);
      expect(codes.some((code) => old.includes(code))).toBe(false);
      const mail = await mailTo(environment, user.email, 'New recovery codes');
      expect(mail.Text).toContain('The earlier recovery codes no longer work');
      expect(mail.Text).toContain(user.username);

      const oldCode = await refusalOf(
        client.security.beginAuthenticatorReplacement.mutate({
          password: user.password,
          recoveryCode: old[0]!,
        }),
      );
      expect(oldCode).toMatchObject({
        code: 'BAD_REQUEST',
        message: SECURITY_MESSAGES.wrongRecoveryCode,
        fieldErrors: { recoveryCode: [SECURITY_MESSAGES.wrongRecoveryCode] },
      });
      expect((await client.security.overview.query()).recoveryCodesLeft).toBe(10);
    });

    it('refuses a wrong password, a wrong code and bad input, changing nothing', async () => {
      const { user } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      expect(
        await refusalOf(
          client.security.renewRecoveryCodes.mutate({
            password: 'Wrong-Password-1!',
            code: environment.nextAuthenticatorCode(user),
          }),
        ),
      ).toEqual({
        code: 'BAD_REQUEST',
        message: 'Incorrect username or password.',
        fieldErrors: { password: ['Incorrect username or password.'] },
      });
      expect(
        await refusalOf(
          client.security.renewRecoveryCodes.mutate({ password: user.password, code: '000000' }),
        ),
      ).toEqual({
        code: 'BAD_REQUEST',
        message: 'Invalid MFA code',
        fieldErrors: { code: ['Invalid MFA code'] },
      });
      expect(
        await refusalOf(client.security.renewRecoveryCodes.mutate({ password: '', code: 'abc' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: {
          password: ['password is required to renewRecoveryCodes'],
          code: ['Enter the code using only 6 digits'],
        },
      });
      const overview = await client.security.overview.query();
      expect(overview.recoveryCodesLeft).toBe(10);
    });

    it('allows 5 step-up attempts per person in 15 minutes', async () => {
      const { user } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      const attempt = () =>
        refusalOf(
          client.security.renewRecoveryCodes.mutate({ password: 'Wrong-1!aaa', code: '000000' }),
        );
      for (let index = 0; index < 5; index += 1) expect((await attempt()).code).toBe('BAD_REQUEST');
      expect(await attempt()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: SECURITY_MESSAGES.tooManyAttempts,
      });
      // Even the right answer waits for the window to end.
      expect(
        await refusalOf(
          client.security.renewRecoveryCodes.mutate({
            password: user.password,
            code: environment.nextAuthenticatorCode(user),
          }),
        ),
      ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    });
  });
}
