import { Agent } from 'node:http';
import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  SignUpCommand,
  type SignUpCommandInput,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { amplifySrp, answerPasswordVerifier } from '../src/crypto/amplify-srp-client.fixture.js';
import type { IdentityServerOptions } from '../src/index.js';
import {
  createAuthenticator,
  createOffsetClock,
  startHarness,
  type Harness,
  type OffsetClock,
  uniqueUser,
} from './harness.js';
import { inMemoryPglite, type TestStore } from './test-stores.js';

export function createSdk(
  url: string,
  credentials = { accessKeyId: 'local', secretAccessKey: 'local' },
) {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: url,
    credentials,
    maxAttempts: 1,
    // A new connection per request: with kept-alive ones, a request sent just as the server
    // closes an idle connection (after 5 s) fails with ECONNRESET, and no attempt is retried.
    requestHandler: { httpAgent: new Agent({ keepAlive: false }) },
  });
}

/** What most test files drive: the real server and mail catcher, and an AWS SDK client. */
export interface SdkHarness {
  harness: Harness;
  sdk: CognitoIdentityProviderClient;
  poolId: string;
  clientId: string;
}

/**
 * Starts the harness (startHarness) before the file's tests, on a new store of `store`'s kind
 * (in-memory PGlite unless told), and closes it and drops the store after them. The fields are
 * filled in by then, so read them in tests and hooks, not at the top level.
 */
export function useSdkHarness(
  options: IdentityServerOptions = {},
  store: TestStore = inMemoryPglite,
): SdkHarness {
  // Filled in by beforeAll, before any test can read it.
  const context = {} as SdkHarness;
  let dropStore: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const created = await store.create();
    dropStore = created.drop;
    const harness = await startHarness({ ...created.location, ...options });
    context.harness = harness;
    context.sdk = createSdk(harness.identity.url);
    context.poolId = harness.identity.poolId;
    context.clientId = harness.identity.clientId;
  });
  afterAll(async () => {
    context.sdk?.destroy();
    await context.harness?.close();
    await dropStore();
  });
  return context;
}

/**
 * A server clock that runs with real time, which every test finds back at real time (and
 * running): a test may move it forward by hours, or hold it, and the next one, whichever it
 * is, still signs in by SRP. Tests share the server but not its users, so going back does not
 * disturb them.
 */
export function useOffsetClock(): OffsetClock {
  const clock = createOffsetClock();
  afterEach(() => clock.reset());
  return clock;
}

export interface Person {
  username: string;
  email: string;
  password: string;
}

/** USER_PASSWORD_AUTH through MFA_SETUP to tokens; returns the tokens and the authenticator. */
export async function signInAndEnrol(
  sdk: CognitoIdentityProviderClient,
  clientId: string,
  person: Person,
  nowInMs: () => number = Date.now,
) {
  const start = await sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
    }),
  );
  if (start.ChallengeName !== 'MFA_SETUP') throw new Error(`unexpected ${start.ChallengeName}`);
  const associated = await sdk.send(new AssociateSoftwareTokenCommand({ Session: start.Session }));
  const authenticator = createAuthenticator(String(associated.SecretCode), nowInMs);
  const verified = await sdk.send(
    new VerifySoftwareTokenCommand({
      Session: associated.Session,
      UserCode: authenticator.nextCode(),
    }),
  );
  const done = await sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'MFA_SETUP',
      Session: verified.Session,
      ChallengeResponses: { USERNAME: person.username },
    }),
  );
  const tokens = done.AuthenticationResult;
  if (!tokens?.AccessToken || !tokens.RefreshToken) throw new Error('no tokens');
  return { tokens, authenticator };
}

/** SignUp of `person` with their email; `extra` adds or overrides fields. */
export function signUp(env: SdkHarness, person: Person, extra: Partial<SignUpCommandInput> = {}) {
  return env.sdk.send(
    new SignUpCommand({
      ClientId: env.clientId,
      Username: person.username,
      Password: person.password,
      UserAttributes: [{ Name: 'email', Value: person.email }],
      ...extra,
    }),
  );
}

/**
 * A user with MFA: a new confirmed user seeded into the store, then signed in by
 * USER_PASSWORD_AUTH with an authenticator set up (signInAndEnrol).
 */
export async function seedUserWithMfa(
  env: SdkHarness,
  prefix: string,
  nowInMs: () => number = Date.now,
) {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person]);
  return { person, ...(await signInAndEnrol(env.sdk, env.clientId, person, nowInMs)) };
}

/** Answers NEW_PASSWORD_REQUIRED with the person's (permanent) password. */
export function answerNewPasswordRequired(
  sdk: CognitoIdentityProviderClient,
  clientId: string,
  person: Person,
  session: string | undefined,
) {
  return sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: session,
      ChallengeResponses: { USERNAME: person.username, NEW_PASSWORD: person.password },
    }),
  );
}

/** Answers SOFTWARE_TOKEN_MFA with an authenticator code. */
export function answerTotpChallenge(
  sdk: CognitoIdentityProviderClient,
  clientId: string,
  answer: { session: string | undefined; username: string; code: string },
) {
  return sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: answer.session,
      ChallengeResponses: { USERNAME: answer.username, SOFTWARE_TOKEN_MFA_CODE: answer.code },
    }),
  );
}

/** A user's attributes as a map, as an administrator reads them (AdminGetUser). */
export async function adminAttributesOf(
  sdk: CognitoIdentityProviderClient,
  UserPoolId: string,
  Username: string,
): Promise<Record<string, string | undefined>> {
  const user = await sdk.send(new AdminGetUserCommand({ UserPoolId, Username }));
  return Object.fromEntries(
    (user.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]),
  );
}

/** What errorOf gives for a challenge Session that is spent, expired or not this client's. */
export const sessionExpired = {
  name: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};

/** The name and message of the error a call fails with; fails the test if it succeeds. */
export async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('expected the call to fail');
}

export function passwordSignIn(
  sdk: CognitoIdentityProviderClient,
  clientId: string,
  person: Person,
  password = person.password,
) {
  return sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: person.username, PASSWORD: password },
    }),
  );
}

/**
 * USER_SRP_AUTH as Amplify computes it: InitiateAuth, then `respond()` sends the
 * PASSWORD_VERIFIER answer (it may be sent more than once, to test single use); `request` is
 * what it sends, to send it with a part changed.
 */
export async function srpPasswordSignIn(
  sdk: CognitoIdentityProviderClient,
  clientId: string,
  username: string,
  password: string,
) {
  const helper = await amplifySrp.getAuthenticationHelper('SteadfastLocal');
  const start = await sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, SRP_A: helper.A.toString(16) },
    }),
  );
  const parameters = start.ChallengeParameters ?? {};
  const answer = await answerPasswordVerifier(helper, 'SteadfastLocal', password, {
    SALT: parameters.SALT ?? '',
    SRP_B: parameters.SRP_B ?? '',
    SECRET_BLOCK: parameters.SECRET_BLOCK ?? '',
    USER_ID_FOR_SRP: parameters.USER_ID_FOR_SRP ?? '',
  });
  const request = {
    ClientId: clientId,
    ChallengeName: 'PASSWORD_VERIFIER' as const,
    Session: start.Session,
    ChallengeResponses: {
      USERNAME: parameters.USER_ID_FOR_SRP ?? '',
      PASSWORD_CLAIM_SECRET_BLOCK: answer.secretBlock,
      PASSWORD_CLAIM_SIGNATURE: answer.signature,
      TIMESTAMP: answer.timestamp,
    },
  };
  const respond = () => sdk.send(new RespondToAuthChallengeCommand(request));
  return { start, request, respond };
}
