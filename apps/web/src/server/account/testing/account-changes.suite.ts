import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { extractCode } from '@steadfast/mailbox';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  clientOf,
  mailTo,
  passwordSignIn,
  refusalOf,
  securityClient,
  type SecurityTestFixture,
  withIdentityClient,
} from './security-test-kit';

let environment: WebTestEnvironment;

export function describeAccountChanges(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security.changePassword', { timeout: 60_000 }, () => {
    it('changes the password, records it and emails the person', async () => {
      const user = await environment.createUser();
      const client = clientOf(environment, user);
      const newPassword = 'Another-Horse-2!';
      expect(
        await client.security.changePassword.mutate({
          currentPassword: user.password,
          newPassword,
        }),
      ).toEqual({ ok: true });
      const mail = await mailTo(environment, user.email, 'password was changed');
      expect(mail.Text).toContain('Forgot password?');
      expect(mail.Text).toMatch(/From: Firefox 133, Linux, 198\.51\.\d+\.\d+/);
      expect(
        (await passwordSignIn(environment, { ...user, password: newPassword })).ChallengeName,
      ).toBe('SOFTWARE_TOKEN_MFA');
      const { events } = await client.security.activity.query();
      expect(events[0]).toMatchObject({ kind: 'password-changed', outcome: 'succeeded' });
    });

    it('reports an email it could not send, without undoing the change', async () => {
      const user = await environment.createUser();
      const services = environment.servicesWith({ SMTP_URL: 'smtp://127.0.0.1:9' });
      const client = securityClient(environment, { accessToken: user.accessToken, services });
      await client.security.changePassword.mutate({
        currentPassword: user.password,
        newPassword: 'Another-Horse-2!',
      });
      await environment.idle();
      expect(environment.reportedErrors.splice(0)).toEqual([
        expect.stringMatching(/^security email \(password-changed\): /),
      ]);
      const { events } = await client.security.activity.query();
      expect(events[0]).toMatchObject({ kind: 'password-changed', outcome: 'succeeded' });
    });

    it('refuses a wrong current password and a new one the policy refuses', async () => {
      const user = await environment.createUser();
      const client = clientOf(environment, user);
      expect(
        await refusalOf(
          client.security.changePassword.mutate({
            currentPassword: 'Wrong-Horse-1!',
            newPassword: 'Another-Horse-2!',
          }),
        ),
      ).toEqual({
        code: 'BAD_REQUEST',
        message: 'Incorrect username or password.',
        fieldErrors: { currentPassword: ['Incorrect username or password.'] },
      });
      const weak = await refusalOf(
        client.security.changePassword.mutate({
          currentPassword: user.password,
          newPassword: 'weak',
        }),
      );
      expect(weak.code).toBe('BAD_REQUEST');
      expect(weak.fieldErrors.newPassword?.[0]).toMatch(/^Password must include: at least 8/);
      expect((await passwordSignIn(environment, user)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    });
  });

  describe('security.confirmPasswordReset', { timeout: 60_000 }, () => {
    it('resets with the emailed code and tells the person', async () => {
      const user = await environment.createUser();
      await withIdentityClient(environment, (identity) =>
        identity.send(
          new ForgotPasswordCommand({
            ClientId: environment.identity.clientId,
            Username: user.username,
          }),
        ),
      );
      const codeMail = await environment.mail.waitForMessage({ to: user.email, timeoutMs: 5000 });
      const client = securityClient(environment);
      const wrong = await refusalOf(
        client.security.confirmPasswordReset.mutate({
          username: user.username,
          code: '000000',
          newPassword: 'Reset-Horse-3!',
        }),
      );
      expect(wrong).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { code: [wrong.message] } });
      expect(
        await client.security.confirmPasswordReset.mutate({
          username: user.username,
          code: extractCode(codeMail.Text),
          newPassword: 'Reset-Horse-3!',
        }),
      ).toEqual({ ok: true });
      const mail = await mailTo(environment, user.email, 'password was reset');
      expect(mail.Text).toContain('reset with a code sent to this address');
      const signedIn = clientOf(environment, user);
      const { events } = await signedIn.security.activity.query();
      expect(events[0]).toMatchObject({ kind: 'password-reset', outcome: 'succeeded' });
    });

    it('refuses malformed input', async () => {
      const refusal = await refusalOf(
        securityClient(environment).security.confirmPasswordReset.mutate({
          username: '',
          code: '12',
          newPassword: '',
        }),
      );
      expect(refusal.fieldErrors).toEqual({
        username: ['username is required to confirmPasswordReset'],
        code: ['Enter the code using only 6 digits'],
        newPassword: ['newPassword is required to confirmPasswordReset'],
      });
    });
  });

  describe('security.requestEmailChange and confirmEmailChange', { timeout: 60_000 }, () => {
    it('changes the address after the code and writes to the old and the new one', async () => {
      const user = await environment.createUser();
      const client = clientOf(environment, user);
      const newEmail = `new-${user.email}`;
      expect(await client.security.requestEmailChange.mutate({ email: ` ${newEmail} ` })).toEqual({
        needsCode: true,
      });
      const codeMail = await environment.mail.waitForMessage({ to: newEmail, timeoutMs: 5000 });
      expect(
        await refusalOf(client.security.confirmEmailChange.mutate({ code: '000000' })),
      ).toMatchObject({ code: 'BAD_REQUEST' });
      expect(
        await client.security.confirmEmailChange.mutate({ code: extractCode(codeMail.Text) }),
      ).toEqual({ email: newEmail });
      const toOld = await mailTo(environment, user.email, 'email address of your');
      expect(toOld.Text).toContain(`to ${newEmail}`);
      const toNew = await mailTo(environment, newEmail, 'This is now the email address');
      expect(toNew.Text).toContain(`replaced ${user.email}`);
      expect((await client.user.me.query()).email).toBe(newEmail);
      const { events } = await client.security.activity.query();
      expect(events[0]).toMatchObject({ kind: 'email-changed', outcome: 'succeeded' });
    });

    it('refuses an address that is not one', async () => {
      const user = await environment.createUser();
      const client = clientOf(environment, user);
      expect(
        await refusalOf(client.security.requestEmailChange.mutate({ email: 'nope' })),
      ).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: {
          email: ['Enter an email address in the correct format, like name@example.com'],
        },
      });
    });
  });

  describe('security.signOutEverywhere', { timeout: 60_000 }, () => {
    it('ends every session and records it', async () => {
      const user = await environment.createUser();
      const client = clientOf(environment, user);
      expect(await client.security.signOutEverywhere.mutate()).toEqual({ ok: true });
      expect((await refusalOf(client.user.me.query({ refresh: true }))).code).toBe('UNAUTHORIZED');
      expect(
        (
          await refusalOf(
            client.security.changePassword.mutate({
              currentPassword: user.password,
              newPassword: 'Another-Horse-2!',
            }),
          )
        ).code,
      ).toBe('UNAUTHORIZED');
      expect((await refusalOf(client.security.activity.query())).code).toBe('UNAUTHORIZED');
      // A step-up does not take the ended session for a live one, even with the right answers.
      const stepUp = client.security.renewRecoveryCodes.mutate({
        password: user.password,
        code: environment.nextAuthenticatorCode(user),
      });
      expect((await refusalOf(stepUp)).code).toBe('UNAUTHORIZED');
      const signedIn = await passwordSignIn(environment, user);
      expect(signedIn.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    });
  });
}
