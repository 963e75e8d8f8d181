import {
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  ConfirmForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../src/crypto/totp.js';
import { uniqueUser } from './harness.js';
import {
  errorOf,
  signUp,
  passwordSignIn as signInWithPassword,
  seedUserWithMfa,
  srpPasswordSignIn,
  type Person,
  useOffsetClock,
  useSdkHarness,
  answerTotpChallenge,
  sessionExpired,
} from './sdk-fixtures.js';

/** Rules one request at a time; the same rules under parallel requests: sign-in-races.test.ts. */
const clock = useOffsetClock();
const env = useSdkHarness({ clock });

const passwordSignIn = (person: Person, password = person.password) =>
  signInWithPassword(env.sdk, env.clientId, person, password);

describe('lockout', () => {
  it('locks after five failures for 2^(n-5) seconds, refusing even the right password', async () => {
    clock.hold();
    const person = uniqueUser('lockout');
    await env.harness.identity.seedUsers([person]);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await errorOf(passwordSignIn(person, 'Wrong-Password-1'))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
    expect(await errorOf(passwordSignIn(person))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    clock.advanceBy(1_001);
    await errorOf(passwordSignIn(person, 'Wrong-Password-1'));
    clock.advanceBy(1_001);
    expect((await errorOf(passwordSignIn(person))).message).toBe('Password attempts exceeded');
    clock.advanceBy(1_000);
    expect((await passwordSignIn(person)).ChallengeName).toBe('MFA_SETUP');
  });

  it('a right password clears the failures, by SRP and by USER_PASSWORD_AUTH', async () => {
    const person = uniqueUser('cleared');
    await env.harness.identity.seedUsers([person]);
    const fourWrong = async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1)
        expect((await errorOf(passwordSignIn(person, 'Wrong-1a!'))).message).toBe(
          'Incorrect username or password.',
        );
    };
    await fourWrong();
    const srp = await srpPasswordSignIn(env.sdk, env.clientId, person.username, person.password);
    expect((await srp.respond()).ChallengeName).toBe('MFA_SETUP');
    await fourWrong();
    expect((await passwordSignIn(person)).ChallengeName).toBe('MFA_SETUP');
    await fourWrong();
    // Without the clearing, this would be the thirteenth failure in a row: locked.
    expect((await passwordSignIn(person)).ChallengeName).toBe('MFA_SETUP');
  });

  it('forgets failures after fifteen quiet minutes', async () => {
    const person = uniqueUser('quiet');
    await env.harness.identity.seedUsers([person]);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await errorOf(passwordSignIn(person, 'Wrong-1a!'));
    clock.advanceBy(15 * 60_000 + 1);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await errorOf(passwordSignIn(person, 'Wrong-1a!'));
    expect((await passwordSignIn(person)).ChallengeName).toBe('MFA_SETUP');
  });
});

describe('code attempt caps', () => {
  it('refuses the sixteenth ConfirmSignUp in an hour even with the right code', async () => {
    const person = uniqueUser('codecap');
    await signUp(env, person);
    const code = await env.harness.codeFor(person.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const confirm = (confirmationCode: string) =>
      env.sdk.send(
        new ConfirmSignUpCommand({
          ClientId: env.clientId,
          Username: person.username,
          ConfirmationCode: confirmationCode,
        }),
      );
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect((await errorOf(confirm(wrong))).name).toBe('CodeMismatchException');
    }
    expect((await errorOf(confirm(code))).name).toBe('LimitExceededException');
    clock.advanceBy(3_600_001);
    await confirm(code);
    expect((await errorOf(confirm(code))).name).toBe('NotAuthorizedException');
  });

  it('limits resending codes to five an hour', async () => {
    const person = uniqueUser('resend');
    await signUp(env, person);
    const resend = () =>
      env.sdk.send(
        new ResendConfirmationCodeCommand({ ClientId: env.clientId, Username: person.username }),
      );
    for (let attempt = 1; attempt <= 5; attempt += 1) await resend();
    expect((await errorOf(resend())).name).toBe('LimitExceededException');
  });

  it('expires a forgot-password code after one hour', async () => {
    const person = uniqueUser('forgot');
    await env.harness.identity.seedUsers([person]);
    const since = new Date();
    await env.sdk.send(
      new ForgotPasswordCommand({ ClientId: env.clientId, Username: person.username }),
    );
    const code = await env.harness.codeFor(person.email, { since });
    clock.advanceBy(3_600_001);
    const confirm = env.sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId: env.clientId,
        Username: person.username,
        ConfirmationCode: code,
        Password: 'Another-Horse-9',
      }),
    );
    expect((await errorOf(confirm)).name).toBe('ExpiredCodeException');
  });
});

describe('TOTP', () => {
  it('accepts a code once: the same code cannot complete a second sign-in', async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'replay', clock.nowInMs);
    clock.advanceBy(30_000);
    const code = authenticator.nextCode();
    const answer = async () => {
      const challenge = await passwordSignIn(person);
      return answerTotpChallenge(env.sdk, env.clientId, {
        session: challenge.Session,
        username: person.username,
        code,
      });
    };
    expect((await answer()).AuthenticationResult?.AccessToken).toBeDefined();
    expect(await errorOf(answer())).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });
  });

  it('ends a sign-in session after five wrong codes', async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'wrongcodes', clock.nowInMs);
    clock.advanceBy(30_000);
    const challenge = await passwordSignIn(person);
    const respond = (code: string) =>
      answerTotpChallenge(env.sdk, env.clientId, {
        session: challenge.Session,
        username: person.username,
        code,
      });
    const right = authenticator.nextCode();
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await errorOf(respond(wrong))).name).toBe('CodeMismatchException');
    }
    expect(await errorOf(respond(right))).toEqual(sessionExpired);
  });
});

describe('challenge sessions', () => {
  async function mfaChallenge() {
    const { person, authenticator } = await seedUserWithMfa(env, 'session', clock.nowInMs);
    clock.advanceBy(30_000);
    return { person, authenticator, challenge: await passwordSignIn(person) };
  }

  it('expire after three minutes', async () => {
    const { person, authenticator, challenge } = await mfaChallenge();
    clock.advanceBy(3 * 60_000 + 1);
    const result = answerTotpChallenge(env.sdk, env.clientId, {
      session: challenge.Session,
      username: person.username,
      code: totpCodeAt(authenticator.secret, clock.nowInMs()),
    });
    expect(await errorOf(result)).toEqual(sessionExpired);
  });

  it('are single-use and bound to their user and challenge', async () => {
    const { person, authenticator, challenge } = await mfaChallenge();
    const other = uniqueUser('intruder');
    const respond = (username: string) =>
      answerTotpChallenge(env.sdk, env.clientId, {
        session: challenge.Session,
        username,
        code: authenticator.nextCode(),
      });
    expect((await errorOf(respond(other.username))).name).toBe('NotAuthorizedException');
    const second = await passwordSignIn(person);
    const wrongChallenge = env.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: env.clientId,
        ChallengeName: 'MFA_SETUP',
        Session: second.Session,
        ChallengeResponses: { USERNAME: person.username },
      }),
    );
    expect((await errorOf(wrongChallenge)).name).toBe('NotAuthorizedException');
    const third = await passwordSignIn(person);
    const finish = () =>
      answerTotpChallenge(env.sdk, env.clientId, {
        session: third.Session,
        username: person.username,
        code: authenticator.nextCode(),
      });
    clock.advanceBy(30_000);
    expect((await finish()).AuthenticationResult).toBeDefined();
    clock.advanceBy(30_000);
    expect((await errorOf(finish())).name).toBe('NotAuthorizedException');
  });

  it('refuse a session whose sealed part was moved from another sign-in or altered', async () => {
    // The victim's session with the attacker's own sealed TOTP secret would let the attacker's
    // authenticator answer for the victim.
    const victim = await mfaChallenge();
    const attacker = await mfaChallenge();
    const [victimToken] = String(victim.challenge.Session).split('.');
    const attackerHint = String(attacker.challenge.Session).split('.').slice(1).join('.');
    const respond = (session: string, code: string, username = victim.person.username) =>
      answerTotpChallenge(env.sdk, env.clientId, { session: session, username, code });
    const attackerCode = attacker.authenticator.nextCode();
    expect(await errorOf(respond(`${victimToken}.${attackerHint}`, attackerCode))).toEqual(
      sessionExpired,
    );
    expect(
      await errorOf(
        respond(`${victimToken}.${attackerHint}`, attackerCode, attacker.person.username),
      ),
    ).toEqual(sessionExpired);
    const tampered = `${String(victim.challenge.Session).slice(0, -2)}AA`;
    expect(await errorOf(respond(tampered, victim.authenticator.nextCode()))).toEqual(
      sessionExpired,
    );
    // The victim's own session is untouched by all of that and still works.
    expect(
      (await respond(String(victim.challenge.Session), victim.authenticator.nextCode()))
        .AuthenticationResult,
    ).toBeDefined();
  });
});

describe('tokens', () => {
  it('refuses access tokens after they expire', async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'expiry', clock.nowInMs);
    expect(
      (await env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).Username,
    ).toBe(person.username);
    clock.advanceBy(60 * 60_000 + 1_000);
    expect(
      await errorOf(env.sdk.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
  });
});
