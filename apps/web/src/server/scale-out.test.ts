import {
  AssociateSoftwareTokenCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { extractCode } from '@steadfast/mailbox';
import { TRPCClientError } from '@trpc/client';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from './api/root';
import { uniqueTestUserDetails } from './testing/identity-test-user';
import { startScaleOut, type Instance, type ScaleOut } from './testing/scale-out-fixture';
import { testDatabaseTargets } from './testing/test-databases';

const postgresTarget = testDatabaseTargets().find((target) => target.name === 'postgres');
const title = postgresTarget
  ? 'two identity servers and two web servers on one PostgreSQL'
  : 'scale-out on one PostgreSQL (skipped: TEST_DATABASE_URL is unset)';
// Printed in the run's output, so a run without PostgreSQL says what it did not check.
if (!postgresTarget) console.warn(`${title}; .ci/run sets it, as the README says`);

let cluster: ScaleOut;
let dropDatabase: () => Promise<void> = async () => undefined;
let one: Instance;
let two: Instance;

type Person = ReturnType<typeof uniqueTestUserDetails>;

function passwordSignIn(sdk: CognitoIdentityProviderClient, person: Person, password?: string) {
  return sdk.send(
    new InitiateAuthCommand({
      ClientId: one.identity.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: person.username, PASSWORD: password ?? person.password },
    }),
  );
}

function answerCode(sdk: CognitoIdentityProviderClient, person: Person, session?: string) {
  return (code: string) =>
    sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: one.identity.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: person.username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
}

/** The authenticator app's code at the identity servers' time, one 30-second step on. */
function nextCode(secret: string): string {
  cluster.clock.advanceBy(30_000);
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: cluster.clock.nowInMs(),
  });
}

/** MFA set up the way the browser does it, each call to the other identity server. */
async function enrol(person: Person) {
  const started = await passwordSignIn(two.sdk, person);
  expect(started.ChallengeName).toBe('MFA_SETUP');
  const associated = await one.sdk.send(
    new AssociateSoftwareTokenCommand({ Session: started.Session }),
  );
  const secret = String(associated.SecretCode);
  const verified = await two.sdk.send(
    new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: nextCode(secret) }),
  );
  const done = await one.sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: one.identity.clientId,
      ChallengeName: 'MFA_SETUP',
      Session: verified.Session,
      ChallengeResponses: { USERNAME: person.username },
    }),
  );
  return { secret, accessToken: String(done.AuthenticationResult?.AccessToken) };
}

async function userWithMfa(prefix: string) {
  const person = uniqueTestUserDetails(prefix);
  await one.identity.seedUsers([person]);
  return { person, ...(await enrol(person)) };
}

async function errorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught as Error,
  );
  return { name: error.name, message: error.message };
}

describe.runIf(postgresTarget)(title, { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const created = await postgresTarget!.create();
    dropDatabase = created.drop;
    cluster = await startScaleOut(String(created.options.databaseUrl));
    [one, two] = cluster.instances;
  }, 60_000);

  afterAll(async () => {
    await cluster?.close();
    await dropDatabase();
  });

  afterEach(() => {
    cluster.clock.release();
    expect(cluster.reportedErrors.splice(0)).toEqual([]);
  });

  it('a user signs up on one identity server and signs in on the other', async () => {
    const person = uniqueTestUserDetails('twoservers');
    await one.sdk.send(
      new SignUpCommand({
        ClientId: one.identity.clientId,
        Username: person.username,
        Password: person.password,
        UserAttributes: [{ Name: 'email', Value: person.email }],
      }),
    );
    const message = await cluster.mail.waitForMessage({ to: person.email, timeoutMs: 5_000 });
    await two.sdk.send(
      new ConfirmSignUpCommand({
        ClientId: one.identity.clientId,
        Username: person.username,
        ConfirmationCode: extractCode(message.Text),
      }),
    );
    const { accessToken } = await enrol(person);
    const [mine, again] = [
      await one.api(accessToken).user.me.query(),
      await two.api(accessToken).user.me.query(),
    ];
    expect(mine.username).toBe(person.username);
    expect(again).toEqual(
      expect.objectContaining({ username: person.username, trialStartDate: mine.trialStartDate }),
    );
  });

  it('five wrong passwords spread across both lock the account exactly as on one', async () => {
    cluster.clock.hold();
    const person = uniqueTestUserDetails('lockout');
    await one.identity.seedUsers([person]);
    for (const instance of [one, two, one, two, one]) {
      expect(await errorOf(passwordSignIn(instance.sdk, person, 'Wrong-Password-1'))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
    // As on one server (packages/identity/test/security-rules.test.ts): 2^(n-5) s after the nth.
    for (const instance of [two, one]) {
      expect(await errorOf(passwordSignIn(instance.sdk, person))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Password attempts exceeded',
      });
    }
    cluster.clock.advanceBy(1_001);
    await errorOf(passwordSignIn(two.sdk, person, 'Wrong-Password-1'));
    cluster.clock.advanceBy(1_001);
    expect((await errorOf(passwordSignIn(one.sdk, person))).message).toBe(
      'Password attempts exceeded',
    );
    cluster.clock.advanceBy(1_000);
    expect((await passwordSignIn(two.sdk, person)).ChallengeName).toBe('MFA_SETUP');
  });

  it('a TOTP code accepted by one identity server is refused by the other', async () => {
    const { person, secret } = await userWithMfa('replay');
    const code = nextCode(secret);
    const first = await passwordSignIn(one.sdk, person);
    expect(
      (await answerCode(one.sdk, person, first.Session)(code)).AuthenticationResult,
    ).toBeDefined();
    const second = await passwordSignIn(two.sdk, person);
    expect(await errorOf(answerCode(two.sdk, person, second.Session)(code))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });
    // Sent to both at once, a new code is still accepted once.
    const fresh = nextCode(secret);
    const [a, b] = [await passwordSignIn(one.sdk, person), await passwordSignIn(two.sdk, person)];
    const outcomes = await Promise.allSettled([
      answerCode(one.sdk, person, a.Session)(fresh),
      answerCode(two.sdk, person, b.Session)(fresh),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('a challenge session answered on one identity server cannot be answered again on the other', async () => {
    const { person, secret } = await userWithMfa('session');
    const challenge = await passwordSignIn(one.sdk, person);
    const answered = await answerCode(one.sdk, person, challenge.Session)(nextCode(secret));
    expect(answered.AuthenticationResult?.AccessToken).toBeDefined();
    expect(await errorOf(answerCode(two.sdk, person, challenge.Session)(nextCode(secret)))).toEqual(
      {
        name: 'NotAuthorizedException',
        message: 'Invalid session for the user, session is expired.',
      },
    );
    // Answered on both at once, one session gives tokens once.
    const raced = await passwordSignIn(two.sdk, person);
    const code = nextCode(secret);
    const outcomes = await Promise.allSettled([
      answerCode(one.sdk, person, raced.Session)(code),
      answerCode(two.sdk, person, raced.Session)(code),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('forgot-username limits count across both web servers', async () => {
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(TRPCClientError);
      const { data, message } = error as TRPCClientError<AppRouter>;
      return { code: data?.code, message };
    };
    const tooMany = {
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many username reminder requests. Please wait 15 minutes and try again.',
    };
    const email = uniqueTestUserDetails('limited').email;
    const ask = (instance: Instance, address: string) =>
      instance.api().user.forgotUsername.mutate({ email: address });
    for (const instance of [one, two, one, two, one]) {
      expect(await ask(instance, email)).toEqual({ ok: true });
    }
    expect(await refusal(ask(two, email))).toEqual(tooMany);
    expect(await refusal(ask(one, email))).toEqual(tooMany);
    // 7 attempts so far from this client address (127.0.0.1); 20 are allowed on both together.
    for (let attempt = 8; attempt <= 20; attempt += 1) {
      const instance = attempt % 2 ? one : two;
      expect(await ask(instance, `other-${attempt}-${email}`)).toEqual({ ok: true });
    }
    expect(await refusal(ask(two, `one-more-${email}`))).toEqual(tooMany);
    for (const instance of [one, two]) await instance.services.background.idle();
  });

  it('a recovery code sent to both web servers at once is used once', async () => {
    const { person, accessToken } = await userWithMfa('recovering');
    const { codes } = await one.api(accessToken).security.issueFirstRecoveryCodes.mutate();
    const recover = (instance: Instance) =>
      instance.api().security.recoverWithCode.mutate({
        username: person.username,
        password: person.password,
        recoveryCode: codes[0]!,
      });
    const outcomes = await Promise.allSettled([one, two, one, two, one].map(recover));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((settled) => settled.status === 'rejected'))
      expect(String(outcome.reason)).toContain('That recovery code is not right');
    // The authenticator is gone on both identity servers: the next sign-in sets up a new one.
    expect((await passwordSignIn(two.sdk, person)).ChallengeName).toBe('MFA_SETUP');
    for (const instance of [one, two]) await instance.services.background.idle();
  });
});
