import {
  CreateUserPoolClientCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import {
  errorOf,
  passwordSignIn,
  sessionExpired,
  srpPasswordSignIn,
  useOffsetClock,
  useSdkHarness,
} from './sdk-fixtures.js';

/**
 * PASSWORD_VERIFIER answered without a Session, as pycognito, warrant and other non-JS SRP
 * clients answer it: the server's SRP state travels sealed in SECRET_BLOCK, which the client
 * echoes as PASSWORD_CLAIM_SECRET_BLOCK. The answers are Amplify's own SRP maths
 * (src/crypto/amplify-srp-client.fixture.ts), sent with the AWS SDK.
 */
const clock = useOffsetClock();
const env = useSdkHarness({ clock, srpWorkers: 1 });

const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

async function seeded(prefix: string) {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person]);
  return person;
}

/** An SRP sign-in whose answer is sent without the Session. */
async function startWithoutSession(username: string, password: string, clientId = env.clientId) {
  const started = await srpPasswordSignIn(env.sdk, clientId, username, password);
  const request = { ...started.request, Session: undefined as string | undefined };
  const respond = (changes: Partial<typeof request> = {}) =>
    env.sdk.send(new RespondToAuthChallengeCommand({ ...request, ...changes }));
  return { ...started, request, respond, respondWithSession: started.respond };
}

describe('PASSWORD_VERIFIER without a Session', () => {
  it('signs in with the secret block alone', async () => {
    const person = await seeded('nosession-ok');
    const { respond } = await startWithoutSession(person.username, person.password);
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('gives a SECRET_BLOCK in standard base64, as SRP clients decode it for the signature', async () => {
    const person = await seeded('nosession-base64');
    const { start } = await startWithoutSession(person.username, person.password);
    const block = String(start.ChallengeParameters?.SECRET_BLOCK);
    expect(block).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(block, 'base64').toString('base64')).toBe(block);
  });

  it('is single use: the answer cannot be replayed, with or without the Session', async () => {
    const person = await seeded('nosession-replay');
    const { respond, respondWithSession } = await startWithoutSession(
      person.username,
      person.password,
    );
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
    expect(await errorOf(respond())).toEqual(sessionExpired);
    expect(await errorOf(respondWithSession())).toEqual(sessionExpired);
  });

  it('is spent once answered with the Session, so the Session-less answer is refused after it', async () => {
    const person = await seeded('nosession-after');
    const { respond, respondWithSession } = await startWithoutSession(
      person.username,
      person.password,
    );
    expect((await respondWithSession()).ChallengeName).toBe('MFA_SETUP');
    expect(await errorOf(respond())).toEqual(sessionExpired);
  });

  it('counts a wrong answer as a failed sign-in and spends it', async () => {
    clock.hold(); // the lock after five failures lasts one second
    const person = await seeded('nosession-wrong');
    for (let failure = 1; failure <= 5; failure += 1) {
      const wrong = await startWithoutSession(person.username, 'Wrong-Password-1');
      expect(await errorOf(wrong.respond())).toEqual(incorrect);
      if (failure === 1) expect(await errorOf(wrong.respond())).toEqual(sessionExpired);
    }
    const locked = await startWithoutSession(person.username, person.password);
    expect((await errorOf(locked.respond())).message).toBe('Password attempts exceeded');
  });

  it('refuses a secret block that is altered or not the server’s', async () => {
    const person = await seeded('nosession-tamper');
    const { request, respond } = await startWithoutSession(person.username, person.password);
    const block = request.ChallengeResponses.PASSWORD_CLAIM_SECRET_BLOCK;
    const decoded = Buffer.from(block, 'base64').toString('utf8');
    const altered = `${decoded.slice(0, -3)}${decoded.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const forged of [Buffer.from(altered).toString('base64'), 'AAAAAAAAAAAAAAAA']) {
      const tried = respond({
        ChallengeResponses: { ...request.ChallengeResponses, PASSWORD_CLAIM_SECRET_BLOCK: forged },
      });
      expect(await errorOf(tried)).toEqual(sessionExpired);
    }
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('treats a Session sent with another sign-in’s secret block as a wrong answer', async () => {
    const person = await seeded('nosession-mixed');
    const first = await startWithoutSession(person.username, person.password);
    const second = await startWithoutSession(person.username, person.password);
    const mixed = first.respond({ Session: second.start.Session });
    expect(await errorOf(mixed)).toEqual(incorrect);
    expect(await errorOf(second.respondWithSession())).toEqual(sessionExpired);
    expect((await first.respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('belongs to the app client that started it', async () => {
    const person = await seeded('nosession-client');
    const other = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: env.poolId,
        ClientName: 'second',
        ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const { respond } = await startWithoutSession(person.username, person.password);
    const otherClient = respond({ ClientId: String(other.UserPoolClient?.ClientId) });
    expect(await errorOf(otherClient)).toEqual(sessionExpired);
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('is for PASSWORD_VERIFIER only: the other challenges still need their Session', async () => {
    const person = await seeded('nosession-other');
    await passwordSignIn(env.sdk, env.clientId, person);
    const refused = env.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: env.clientId,
        ChallengeName: 'MFA_SETUP',
        ChallengeResponses: { USERNAME: person.username },
      }),
    );
    expect(await errorOf(refused)).toEqual({
      name: 'InvalidParameterException',
      message: 'Missing required parameter Session',
    });
  });
});
