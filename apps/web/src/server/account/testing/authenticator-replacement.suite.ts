import { beforeAll, describe, expect, it } from 'vitest';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import { SECURITY_MESSAGES } from '../security-messages';
import {
  clientOf,
  createUserWithCodes,
  mailTo,
  refusalOf,
  type SecurityTestFixture,
} from './security-test-kit';

let environment: WebTestEnvironment;

export function describeAuthenticatorReplacement(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security.begin/completeAuthenticatorReplacement', { timeout: 60_000 }, () => {
    it('replaces the authenticator after a current code; only the new one works then', async () => {
      const { user } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      const { secretCode } = await client.security.beginAuthenticatorReplacement.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(user),
      });
      expect(secretCode).toMatch(/^[A-Z2-7]+=*$/);
      const newPhone = { totpSecret: secretCode };
      expect(
        await client.security.completeAuthenticatorReplacement.mutate({
          code: environment.nextAuthenticatorCode(newPhone),
        }),
      ).toEqual({ ok: true });
      const mail = await mailTo(environment, user.email, 'A new authenticator app was set up');
      expect(mail.Text).toContain('Codes from the earlier app no longer work');

      const oldPhone = await refusalOf(
        client.security.renewRecoveryCodes.mutate({
          password: user.password,
          code: environment.nextAuthenticatorCode(user),
        }),
      );
      expect(oldPhone).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid MFA code' });
      const renewed = await client.security.renewRecoveryCodes.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(newPhone),
      });
      expect(renewed.codes).toHaveLength(10);
      await mailTo(environment, user.email, 'New recovery codes');
      const { events } = await client.security.activity.query();
      expect(events.map((event) => event.kind)).toContain('authenticator-replaced');
    });

    it('accepts a recovery code instead of a current code, and spends it', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      const { secretCode } = await client.security.beginAuthenticatorReplacement.mutate({
        password: user.password,
        recoveryCode: codes[0]!,
      });
      expect((await client.security.overview.query()).recoveryCodesLeft).toBe(9);
      const used = await mailTo(environment, user.email, 'recovery codes was used');
      expect(used.Text).toContain('That recovery code no longer works');
      await client.security.completeAuthenticatorReplacement.mutate({
        code: environment.nextAuthenticatorCode({ totpSecret: secretCode }),
      });
      await mailTo(environment, user.email, 'A new authenticator app was set up');
      expect(
        await refusalOf(
          client.security.beginAuthenticatorReplacement.mutate({
            password: user.password,
            recoveryCode: codes[0]!,
          }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', message: SECURITY_MESSAGES.wrongRecoveryCode });
    });

    it('wants exactly one of the two codes, and a right code of the new app', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const client = clientOf(environment, user);
      const either = 'Enter either a code from your authenticator app or a recovery code.';
      expect(
        await refusalOf(
          client.security.beginAuthenticatorReplacement.mutate({ password: user.password }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', message: either });
      expect(
        await refusalOf(
          client.security.beginAuthenticatorReplacement.mutate({
            password: user.password,
            code: '123456',
            recoveryCode: codes[0]!,
          }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { recoveryCode: [either] } });
      await client.security.beginAuthenticatorReplacement.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(user),
      });
      const wrong = await refusalOf(
        client.security.completeAuthenticatorReplacement.mutate({ code: '000000' }),
      );
      expect(wrong).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { code: [wrong.message] } });
      // The old authenticator still works until the new one is verified.
      expect((await client.security.overview.query()).authenticatorEnabled).toBe(true);
      await client.security.renewRecoveryCodes.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(user),
      });
      await mailTo(environment, user.email, 'New recovery codes');
    });
  });
}
