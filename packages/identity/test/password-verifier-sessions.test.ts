import { createHash } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CreateUserPoolClientCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createAuthenticator, uniqueUser } from './harness.js';
import {
  answerNewPasswordRequired,
  errorOf,
  seedUserWithMfa,
  signInAndEnrol,
  srpPasswordSignIn,
  useOffsetClock,
  useSdkHarness,
  answerTotpChallenge,
  sessionExpired,
} from './sdk-fixtures.js';

/**
 * The PASSWORD_VERIFIER session is sealed into the Session string instead of stored (see
 * src/sign-in/password.ts); these are the rules it must still keep.
 * The server's clock runs with real time, as the TIMESTAMP of an answer does, and is back at
 * real time for each test, so the TIMESTAMPs stay fresh whatever ran before.
 */
const clock = useOffsetClock();
const env = useSdkHarness({ clock });

const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

async function seeded(prefix: string) {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person]);
  return person;
}

const startSignIn = (username: string, password: string, client = env.clientId) =>
  srpPasswordSignIn(env.sdk, client, username, password);

describe('the PASSWORD_VERIFIER session', () => {
  it('is not stored until it is answered, and then only as spent', async () => {
    const person = await seeded('pv-stored');
    const { start, respond } = await startSignIn(person.username, person.password);
    expect(String(start.Session)).toMatch(/^pv\./);
    expect(String(start.Session).length).toBeLessThanOrEqual(2048);
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
    expect(await errorOf(respond())).toEqual(sessionExpired);
  });

  it('expires after three minutes', async () => {
    const person = await seeded('pv-expiry');
    const { respond } = await startSignIn(person.username, person.password);
    clock.advanceBy(3 * 60_000 + 1);
    expect(await errorOf(respond())).toEqual(sessionExpired);
  });

  it('is spent by a wrong answer, which counts as a failed sign-in', async () => {
    clock.hold(); // the lock after five failures lasts one second
    const person = await seeded('pv-wrong');
    const wrong = await startSignIn(person.username, 'Wrong-Password-1');
    expect(await errorOf(wrong.respond())).toEqual(incorrect);
    expect(await errorOf(wrong.respond())).toEqual(sessionExpired);
    // Four more failures lock the account: the count includes the first one.
    for (let failure = 2; failure <= 5; failure += 1) {
      const next = await startSignIn(person.username, 'Wrong-Password-1');
      expect(await errorOf(next.respond())).toEqual(incorrect);
    }
    const locked = await startSignIn(person.username, person.password);
    expect((await errorOf(locked.respond())).message).toBe('Password attempts exceeded');
  });

  it('refuses a Session altered or made without the server’s key', async () => {
    const person = await seeded('pv-tamper');
    const { start } = await startSignIn(person.username, person.password);
    const session = String(start.Session);
    const answerWith = async (Session: string) => {
      const { request } = await startSignIn(person.username, person.password);
      return errorOf(env.sdk.send(new RespondToAuthChallengeCommand({ ...request, Session })));
    };
    const flipped = `${session.slice(0, -3)}${session.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await answerWith(flipped)).toEqual(sessionExpired);
    const [, id] = session.split('.');
    expect(
      await answerWith(`pv.${String(id)}.v1.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA`),
    ).toEqual(sessionExpired);
  });

  it('belongs to the app client that started it', async () => {
    const person = await seeded('pv-client');
    const other = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: env.harness.identity.poolId,
        ClientName: 'second',
        ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const otherClientId = String(other.UserPoolClient?.ClientId);
    const { request, respond } = await startSignIn(person.username, person.password);
    expect(
      await errorOf(
        env.sdk.send(new RespondToAuthChallengeCommand({ ...request, ClientId: otherClientId })),
      ),
    ).toEqual(sessionExpired);
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('cannot be revived through another challenge that takes stored sessions', async () => {
    const person = await seeded('pv-revive');
    const { start, respond } = await startSignIn(person.username, person.password);
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
    const [, id] = String(start.Session).split('.');
    const spentKey = `spent:${createHash('sha256').update(String(id)).digest('hex')}`;
    for (const Session of [String(id), spentKey, `pv.${String(id)}`]) {
      const tried = env.sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: env.clientId,
          ChallengeName: 'MFA_SETUP',
          Session,
          ChallengeResponses: { USERNAME: person.username },
        }),
      );
      expect((await errorOf(tried)).name).toMatch(/NotAuthorizedException|InvalidParameter/);
    }
    expect(await errorOf(respond())).toEqual(sessionExpired);
  });

  it('refuses the old password after a password change, even with its answer ready', async () => {
    const person = await seeded('pv-changed');
    const { respond } = await startSignIn(person.username, person.password);
    await env.sdk.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env.harness.identity.poolId,
        Username: person.username,
        Password: 'Brand-New-Pass-2',
        Permanent: true,
      }),
    );
    expect(await errorOf(respond())).toEqual(incorrect);
    const renewed = await startSignIn(person.username, 'Brand-New-Pass-2');
    expect((await renewed.respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('refuses an account disabled while the answer was pending', async () => {
    const person = await seeded('pv-disabled');
    const { respond } = await startSignIn(person.username, person.password);
    await env.sdk.send(
      new AdminDisableUserCommand({
        UserPoolId: env.harness.identity.poolId,
        Username: person.username,
      }),
    );
    expect(await errorOf(respond())).toEqual({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });

  it('leads a temporary password to NEW_PASSWORD_REQUIRED with the user’s attributes', async () => {
    const person = uniqueUser('pv-invited');
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: env.harness.identity.poolId,
        Username: person.username,
        TemporaryPassword: 'Temporary-Pass-1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: person.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'custom:firstName', Value: 'Ada' },
        ],
      }),
    );
    const { respond } = await startSignIn(person.username, 'Temporary-Pass-1');
    const challenge = await respond();
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const attributes = JSON.parse(String(challenge.ChallengeParameters?.userAttributes)) as Record<
      string,
      string
    >;
    expect(attributes).toMatchObject({ email: person.email, 'custom:firstName': 'Ada' });
    const next = await answerNewPasswordRequired(env.sdk, env.clientId, person, challenge.Session);
    expect(next.ChallengeName).toBe('MFA_SETUP');
  });

  it('asks for the authenticator set up while it was pending, instead of offering a new one', async () => {
    const person = await seeded('pv-enrolled');
    const { respond } = await startSignIn(person.username, person.password);
    // Planned at InitiateAuth: MFA_SETUP. Meanwhile the user sets up an authenticator, so
    // offering MFA_SETUP now would let a password alone replace it.
    const { authenticator } = await signInAndEnrol(env.sdk, env.clientId, person, clock.nowInMs);
    clock.advanceBy(30_000);
    const mfa = await respond();
    expect(mfa.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const done = await answerTotpChallenge(env.sdk, env.clientId, {
      session: mfa.Session,
      username: person.username,
      code: authenticator.nextCode(),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('leads to the authenticator the user has when answered, not the one they had', async () => {
    const {
      person,
      tokens,
      authenticator: old,
    } = await seedUserWithMfa(env, 'pv-newtotp', clock.nowInMs);
    clock.advanceBy(30_000);
    const { respond } = await startSignIn(person.username, person.password);
    // While the password answer is pending, the signed-in user swaps authenticators.
    const associated = await env.sdk.send(
      new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }),
    );
    const replacement = createAuthenticator(String(associated.SecretCode), clock.nowInMs);
    await env.sdk.send(
      new VerifySoftwareTokenCommand({
        AccessToken: tokens.AccessToken,
        UserCode: replacement.nextCode(),
      }),
    );
    clock.advanceBy(30_000);
    const mfa = await respond();
    expect(mfa.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = (code: string) =>
      answerTotpChallenge(env.sdk, env.clientId, {
        session: mfa.Session,
        username: person.username,
        code,
      });
    const oldCode = old.nextCode();
    const newCode = replacement.nextCode();
    if (oldCode !== newCode) {
      expect((await errorOf(answer(oldCode))).name).toBe('CodeMismatchException');
    }
    expect((await answer(newCode)).AuthenticationResult?.AccessToken).toBeDefined();
  });
});
