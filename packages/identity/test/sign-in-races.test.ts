import {
  AdminCreateUserCommand,
  AssociateSoftwareTokenCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createAuthenticator, uniqueUser } from './harness.js';
import {
  answerNewPasswordRequired,
  answerTotpChallenge,
  errorOf,
  passwordSignIn,
  seedUserWithMfa,
  srpPasswordSignIn,
  useOffsetClock,
  useSdkHarness,
  type Person,
  sessionExpired,
} from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

/**
 * The sign-in's rules under parallel requests. Each rule is kept by one statement; PGlite runs
 * one statement at a time, so only PostgreSQL (with TEST_DATABASE_URL) shows that the
 * statements also hold when they really run at once.
 */

const incorrect = 'Incorrect username or password.';
const locked = 'Password attempts exceeded';

/** How many errors had each message, to compare as a whole (a failure then shows them all). */
function tally(errors: { message: string }[]) {
  const counts: Record<string, number> = {};
  for (const { message } of errors) counts[message] = (counts[message] ?? 0) + 1;
  return counts;
}

/** How the parallel calls ended: the winners' results and the losers' errors. */
async function settle<T>(calls: Promise<T>[]) {
  const outcomes = await Promise.allSettled(calls);
  const won = outcomes.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  const lost = await Promise.all(
    outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [errorOf(Promise.reject(outcome.reason))] : [],
    ),
  );
  return { won, lost };
}

describe.each(testStores())('sign-in races on $name', (store) => {
  const clock = useOffsetClock();
  const env = useSdkHarness({ clock, srpWorkers: 2 }, store);

  async function seeded(prefix: string) {
    const person = uniqueUser(prefix);
    await env.harness.identity.seedUsers([person]);
    return person;
  }

  const srpAnswer = (person: Person, password: string) =>
    srpPasswordSignIn(env.sdk, env.clientId, person.username, password).then(({ respond }) =>
      respond(),
    );

  describe('lockout', () => {
    it('SRP: twelve wrong answers at once get five tries, then the right one is refused', async () => {
      // The lock after five failures lasts one second; computing the answers can take longer.
      clock.hold();
      const person = await seeded('race-srp-lockout');
      // Answers are computed first and sent together, so they reach the server at once.
      const wrong = await Promise.all(
        Array.from({ length: 12 }, () =>
          srpPasswordSignIn(env.sdk, env.clientId, person.username, 'Wrong-Password-1'),
        ),
      );
      const right = await srpPasswordSignIn(
        env.sdk,
        env.clientId,
        person.username,
        person.password,
      );
      // Each attempt is counted before its password is checked, so five are told "incorrect"
      // and the rest find the account locked.
      const { won, lost } = await settle(wrong.map((attempt) => attempt.respond()));
      expect(won).toEqual([]);
      expect(tally(lost)).toEqual({ [incorrect]: 5, [locked]: 7 });
      expect(await errorOf(right.respond())).toEqual({
        name: 'NotAuthorizedException',
        message: locked,
      });
      clock.advanceBy(2_001);
      expect((await srpAnswer(person, person.password)).ChallengeName).toBe('MFA_SETUP');
    });

    it('USER_PASSWORD_AUTH: twenty wrong passwords at once get no more than five tries', async () => {
      clock.hold();
      const person = await seeded('race-password-lockout');
      const { won, lost } = await settle(
        Array.from({ length: 20 }, () =>
          passwordSignIn(env.sdk, env.clientId, person, 'Wrong-Password-1'),
        ),
      );
      expect(won).toEqual([]);
      expect(Object.keys(tally(lost))).toEqual(expect.arrayContaining([incorrect]));
      expect(
        lost.filter((error) => error.message !== incorrect && error.message !== locked),
      ).toEqual([]);
      const checked = lost.filter((error) => error.message === incorrect).length;
      expect(checked).toBeGreaterThanOrEqual(1);
      expect(checked).toBeLessThanOrEqual(5);
      expect((await errorOf(passwordSignIn(env.sdk, env.clientId, person))).message).toBe(locked);
    });
  });

  it('SRP: one right answer sent three times at once signs in once', async () => {
    const person = await seeded('race-srp-thrice');
    const { respond } = await srpPasswordSignIn(
      env.sdk,
      env.clientId,
      person.username,
      person.password,
    );
    const { won, lost } = await settle([respond(), respond(), respond()]);
    expect(won.map((result) => result.ChallengeName)).toEqual(['MFA_SETUP']);
    expect(lost).toEqual([sessionExpired, sessionExpired]);
  });

  it('SRP: one right answer sent at once with and without its Session signs in once', async () => {
    const person = await seeded('race-srp-no-session');
    const { request, respond } = await srpPasswordSignIn(
      env.sdk,
      env.clientId,
      person.username,
      person.password,
    );
    const withoutSession = () =>
      env.sdk.send(new RespondToAuthChallengeCommand({ ...request, Session: undefined }));
    const { won, lost } = await settle([withoutSession(), respond(), withoutSession()]);
    expect(won.map((result) => result.ChallengeName)).toEqual(['MFA_SETUP']);
    expect(lost).toEqual([sessionExpired, sessionExpired]);
  });

  it('TOTP: one code sent on three sign-ins at once completes one of them', async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'race-totp-replay', clock.nowInMs);
    clock.advanceBy(30_000);
    const sessions: (string | undefined)[] = [];
    for (let sign = 0; sign < 3; sign += 1)
      sessions.push((await passwordSignIn(env.sdk, env.clientId, person)).Session);
    const code = authenticator.nextCode();
    const { won, lost } = await settle(
      sessions.map((session) =>
        answerTotpChallenge(env.sdk, env.clientId, { session, username: person.username, code }),
      ),
    );
    expect(won).toHaveLength(1);
    expect(won[0]?.AuthenticationResult?.AccessToken).toBeDefined();
    expect(lost.map((error) => error.name)).toEqual([
      'CodeMismatchException',
      'CodeMismatchException',
    ]);
  });

  describe('a challenge session is taken once under parallel use', () => {
    it('MFA_SETUP: associating, verifying and answering', async () => {
      const person = await seeded('race-mfa-setup');
      const start = await passwordSignIn(env.sdk, env.clientId, person);
      expect(start.ChallengeName).toBe('MFA_SETUP');
      const associated = await settle(
        Array.from({ length: 3 }, () =>
          env.sdk.send(new AssociateSoftwareTokenCommand({ Session: start.Session })),
        ),
      );
      expect(associated.won).toHaveLength(1);
      expect(associated.lost).toEqual([sessionExpired, sessionExpired]);
      const [association] = associated.won;
      const authenticator = createAuthenticator(String(association?.SecretCode), clock.nowInMs);
      const code = authenticator.nextCode();
      const verified = await settle(
        Array.from({ length: 3 }, () =>
          env.sdk.send(
            new VerifySoftwareTokenCommand({ Session: association?.Session, UserCode: code }),
          ),
        ),
      );
      expect(verified.won).toHaveLength(1);
      expect(verified.lost.map((error) => error.name)).toEqual([
        'NotAuthorizedException',
        'NotAuthorizedException',
      ]);
      const answered = await settle(
        Array.from({ length: 3 }, () =>
          env.sdk.send(
            new RespondToAuthChallengeCommand({
              ClientId: env.clientId,
              ChallengeName: 'MFA_SETUP',
              Session: verified.won[0]?.Session,
              ChallengeResponses: { USERNAME: person.username },
            }),
          ),
        ),
      );
      expect(answered.won).toHaveLength(1);
      expect(answered.won[0]?.AuthenticationResult?.AccessToken).toBeDefined();
      expect(answered.lost).toEqual([sessionExpired, sessionExpired]);
    });

    it('NEW_PASSWORD_REQUIRED: of three new passwords at once, one is set', async () => {
      const person = uniqueUser('race-new-password');
      await env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: env.poolId,
          Username: person.username,
          TemporaryPassword: 'Temporary-Pass-1',
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'email', Value: person.email }],
        }),
      );
      const challenge = await passwordSignIn(env.sdk, env.clientId, person, 'Temporary-Pass-1');
      expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      const proposals = ['Proposal-Horse-1', 'Proposal-Horse-2', 'Proposal-Horse-3'];
      const outcomes = await Promise.allSettled(
        proposals.map((password) =>
          answerNewPasswordRequired(
            env.sdk,
            env.clientId,
            { ...person, password },
            challenge.Session,
          ),
        ),
      );
      const winners = proposals.filter((_, index) => outcomes[index]?.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      for (const outcome of outcomes)
        if (outcome.status === 'rejected')
          expect(await errorOf(Promise.reject(outcome.reason))).toEqual(sessionExpired);
      for (const password of proposals) {
        const signIn = passwordSignIn(env.sdk, env.clientId, person, password);
        if (password === winners[0]) expect((await signIn).ChallengeName).toBe('MFA_SETUP');
        else expect((await errorOf(signIn)).message).toBe(incorrect);
      }
    });

    it('SOFTWARE_TOKEN_MFA: two right codes at once sign in once', async () => {
      const { person, authenticator } = await seedUserWithMfa(
        env,
        'race-totp-session',
        clock.nowInMs,
      );
      clock.advanceBy(30_000);
      const { Session: session } = await passwordSignIn(env.sdk, env.clientId, person);
      // Two codes of steps the server accepts now, so neither is refused as a replay of the other.
      const codes = [authenticator.nextCode(), authenticator.nextCode()];
      const { won, lost } = await settle(
        codes.map((code) =>
          answerTotpChallenge(env.sdk, env.clientId, { session, username: person.username, code }),
        ),
      );
      expect(won).toHaveLength(1);
      expect(won[0]?.AuthenticationResult?.AccessToken).toBeDefined();
      expect(lost).toEqual([sessionExpired]);
    });
  });
});
