import { beforeAll, describe, expect, it } from 'vitest';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import { SECURITY_MESSAGES } from '../security-messages';
import {
  clientOf,
  createUserWithCodes,
  mailTo,
  passwordSignIn,
  refusalOf,
  securityClient,
  type SecurityTestFixture,
  signInWithNewAuthenticator,
  uniqueAddress,
} from './security-test-kit';

let environment: WebTestEnvironment;

export function describeRecoverWithCode(fixture: SecurityTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('security.recoverWithCode', { timeout: 60_000 }, () => {
    it('removes the authenticator, ends every session and emails the person', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;
      const client = securityClient(environment);
      expect(
        await client.security.recoverWithCode.mutate({
          username: user.username,
          password: user.password,
          recoveryCode: typed,
        }),
      ).toEqual({ ok: true });

      const mail = await mailTo(environment, user.email, 'A recovery code was used');
      expect(mail.Text).toContain('a recovery code and your password were used');
      expect(mail.Text).toContain('If this was not you');
      expect(mail.Text).toMatch(/UTC/);
      // Every session ended: the old token is refused by the identity service.
      const old = clientOf(environment, user);
      expect((await refusalOf(old.user.me.query({ refresh: true }))).code).toBe('UNAUTHORIZED');
      // The password sign-in now sets up a new authenticator, then a new set of codes.
      expect((await passwordSignIn(environment, user)).ChallengeName).toBe('MFA_SETUP');
      const again = await signInWithNewAuthenticator(environment, user);
      const signedIn = securityClient(environment, { accessToken: again.accessToken });
      expect((await signedIn.security.overview.query()).recoveryCodesLeft).toBeNull();
      expect((await signedIn.security.issueFirstRecoveryCodes.mutate()).codes).toHaveLength(10);
      const { events } = await signedIn.security.activity.query();
      const own = events.filter((event) => !event.id.startsWith('identity:'));
      expect(own.slice(0, 4).map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
        'authenticator-set-up succeeded',
        'authenticator-removed succeeded',
        'recovery-code-used succeeded',
        'authenticator-set-up succeeded',
      ]);
      // The identity service's times are whole seconds, so its events sort among these by that.
      expect(events).toContainEqual(
        expect.objectContaining({ kind: 'sign-in', outcome: 'succeeded' }),
      );

      // The used code, and the rest of its set, never work again.
      for (const code of [codes[3]!, codes[4]!]) {
        expect(
          await refusalOf(
            client.security.recoverWithCode.mutate({
              username: user.username,
              password: user.password,
              recoveryCode: code,
            }),
          ),
        ).toMatchObject({ code: 'BAD_REQUEST', message: SECURITY_MESSAGES.wrongRecoveryCode });
      }
    });

    it('needs the right password as well, and spends no code without it', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const refusal = await refusalOf(
        securityClient(environment).security.recoverWithCode.mutate({
          username: user.username,
          password: 'Not-The-Password-1!',
          recoveryCode: codes[0]!,
        }),
      );
      expect(refusal).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Incorrect username or password.',
      });
      const unknown = await refusalOf(
        securityClient(environment).security.recoverWithCode.mutate({
          username: `nobody${Date.now()}`,
          password: user.password,
          recoveryCode: codes[0]!,
        }),
      );
      expect(unknown).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Incorrect username or password.',
      });
      const overview = await securityClient(environment, {
        accessToken: user.accessToken,
      }).security.overview.query();
      expect(overview).toMatchObject({ authenticatorEnabled: true, recoveryCodesLeft: 10 });
    });

    it('refuses a wrong code, keeps the authenticator and records the attempt', async () => {
      const { user } = await createUserWithCodes(environment);
      const refusal = await refusalOf(
        securityClient(environment).security.recoverWithCode.mutate({
          username: user.username,
          password: user.password,
          recoveryCode: 'abcde-23456',
        }),
      );
      expect(refusal).toEqual({
        code: 'BAD_REQUEST',
        message: SECURITY_MESSAGES.wrongRecoveryCode,
        fieldErrors: { recoveryCode: [SECURITY_MESSAGES.wrongRecoveryCode] },
      });
      const signedIn = clientOf(environment, user);
      expect(await signedIn.security.overview.query()).toMatchObject({
        authenticatorEnabled: true,
        recoveryCodesLeft: 10,
      });
      const { events } = await signedIn.security.activity.query();
      expect(events[0]).toMatchObject({ kind: 'recovery-code-used', outcome: 'failed' });
    });

    it('says so when the server has no server-side client to check passwords with', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const { services } = environment;
      const withoutClient = {
        ...services,
        env: { ...services.env, cognito: { ...services.env.cognito, serverClient: undefined } },
      };
      const refusal = await refusalOf(
        securityClient(environment, { services: withoutClient }).security.recoverWithCode.mutate({
          username: user.username,
          password: user.password,
          recoveryCode: codes[0]!,
        }),
      );
      expect(refusal).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: SECURITY_MESSAGES.serverClientMissing,
      });
    });

    it('refuses malformed input field by field, before asking anyone', async () => {
      const refusal = await refusalOf(
        securityClient(environment).security.recoverWithCode.mutate({
          username: 'has space',
          password: '',
          recoveryCode: 'short',
        }),
      );
      expect(refusal).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: {
          username: ['Username cannot contain spaces'],
          password: ['password is required to recoverWithCode'],
          recoveryCode: [
            'Enter the recovery code as you saved it: 10 letters and digits, like k7m2p-x9qrt.',
          ],
        },
      });
    });

    it('lets exactly one of 5 parallel requests with the same code win', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          securityClient(environment).security.recoverWithCode.mutate({
            username: user.username,
            password: user.password,
            recoveryCode: codes[0]!,
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes.filter((one) => one.status === 'rejected'))
        expect(String(outcome.reason)).toContain(SECURITY_MESSAGES.wrongRecoveryCode);
      await mailTo(environment, user.email, 'A recovery code was used');
    });

    it('allows 5 attempts per username in 15 minutes, from any address', async () => {
      const { user, codes } = await createUserWithCodes(environment);
      const attempt = (recoveryCode: string) =>
        securityClient(environment, { address: uniqueAddress() }).security.recoverWithCode.mutate({
          username: user.username.toUpperCase(),
          password: user.password,
          recoveryCode,
        });
      for (let index = 0; index < 5; index += 1)
        expect((await refusalOf(attempt('abcde-23456'))).code).toBe('BAD_REQUEST');
      expect(await refusalOf(attempt(codes[0]!))).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: SECURITY_MESSAGES.tooManyAttempts,
      });
      environment.advanceClockBy(15 * 60_000);
      try {
        expect(await attempt(codes[0]!)).toEqual({ ok: true });
      } finally {
        environment.advanceClockBy(-15 * 60_000);
      }
      await mailTo(environment, user.email, 'A recovery code was used');
    });

    it('allows 20 attempts per client address in 15 minutes, whatever the username', async () => {
      const address = uniqueAddress();
      const client = securityClient(environment, { address });
      for (let index = 0; index < 20; index += 1) {
        const refusal = await refusalOf(
          client.security.recoverWithCode.mutate({
            username: `guess${index}x${Date.now()}`,
            password: 'Some-Password-1!',
            recoveryCode: 'abcde-23456',
          }),
        );
        expect(refusal.code).toBe('UNAUTHORIZED');
      }
      const { user, codes } = await createUserWithCodes(environment);
      expect(
        await refusalOf(
          client.security.recoverWithCode.mutate({
            username: user.username,
            password: user.password,
            recoveryCode: codes[0]!,
          }),
        ),
      ).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    });
  });
}
