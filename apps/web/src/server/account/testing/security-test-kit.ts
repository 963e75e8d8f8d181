import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { decodeJwt } from 'jose';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { handleTrpcRequest } from '../../api/handle-trpc-request';
import type { AppServices } from '../../app-services';
import type { AppRouter } from '../../api/root';
import { markPeerAddressesStamped, PEER_ADDRESS_HEADER } from '../../http/peer-address';
import type { TestUser } from '../../testing/identity-test-user';
import { testDatabaseTargets } from '../../testing/test-databases';
import {
  startWebTestEnvironment,
  type WebTestEnvironment,
} from '../../testing/web-test-environment';

/** Filled in before a test file's suites run (`describeOnTestServers`). */
export interface SecurityTestFixture {
  environment: WebTestEnvironment;
}

/**
 * The API's suites on a set of servers of their own: the real identity server (a pool with a
 * server-side client and sign-in events recorded), mail catcher and database, started before
 * them and closed after; its own set, since the suites move the servers' clocks on. They run on
 * each test database (PGlite, and PostgreSQL where `TEST_DATABASE_URL` names a server). After
 * each test: the background work is done and nothing reported an error unexpectedly.
 */
export function describeOnTestServers(
  name: string,
  suites: (fixture: SecurityTestFixture) => void,
) {
  describe.each(testDatabaseTargets())(`${name} on $name`, (target) => {
    const fixture = {} as SecurityTestFixture;
    let database: Awaited<ReturnType<typeof target.create>> | undefined;
    beforeAll(async () => {
      // As our web server does: requests carry the peer address, so limits count per address.
      markPeerAddressesStamped();
      database = await target.create();
      fixture.environment = await startWebTestEnvironment(database.options);
    }, 60_000);
    afterAll(async () => {
      await fixture.environment?.close();
      await database?.drop();
    });
    afterEach(async () => {
      await fixture.environment.idle();
      expect(fixture.environment.reportedErrors.splice(0)).toEqual([]);
    });
    suites(fixture);
  });
}

export const TEST_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let addresses = 0;

/** A client address no other test uses, so per-address limits do not leak between tests. */
export function uniqueAddress(): string {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/**
 * The browser's tRPC client with requests handed to the API handler, as from `address` (the
 * test file marks peer addresses as stamped, as our web server does).
 */
export function securityClient(
  environment: WebTestEnvironment,
  options: { accessToken?: string; address?: string; services?: AppServices } = {},
) {
  const services = options.services ?? environment.services;
  const address = options.address ?? uniqueAddress();
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: 'http://localhost:3000/api/trpc',
        transformer: superjson,
        headers: {
          'user-agent': TEST_BROWSER,
          [PEER_ADDRESS_HEADER]: address,
          ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
        },
        fetch: (url, init) => handleTrpcRequest(new Request(url, init), services),
      }),
    ],
  });
}

/** The API's client of a signed-in user (or of a visitor without a session). */
export function clientOf(environment: WebTestEnvironment, user?: Pick<TestUser, 'accessToken'>) {
  return securityClient(environment, user ? { accessToken: user.accessToken } : {});
}

export interface Refusal {
  code: string | undefined;
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
}

/** The API's refusal of a call that must fail; a call that succeeds fails the test. */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`Expected a refusal, got ${JSON.stringify(outcome)}`);
  if (!(outcome.error instanceof TRPCClientError)) throw outcome.error;
  const error = outcome.error as TRPCClientError<AppRouter>;
  return {
    code: error.data?.code,
    message: error.message,
    fieldErrors: error.data?.zodError?.fieldErrors ?? {},
  };
}

/**
 * The AWS SDK's client of the test's identity server, for calls as the browser or an operator
 * makes them (the local server takes any admin credentials), closed after `call`.
 */
export async function withIdentityClient<T>(
  environment: WebTestEnvironment,
  call: (client: CognitoIdentityProviderClient) => Promise<T>,
): Promise<T> {
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: environment.identity.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return await call(client);
  } finally {
    client.destroy();
  }
}

/** Signs in with the password as the browser does and answers with what the pool asks next. */
export function passwordSignIn(environment: WebTestEnvironment, user: TestUser) {
  return withIdentityClient(environment, (client) =>
    client.send(
      new InitiateAuthCommand({
        ClientId: environment.identity.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
      }),
    ),
  );
}

/**
 * After a recovery: the password sign-in asks for a new authenticator (MFA_SETUP), which is set
 * up here as `/mfa-setup` does. The user comes back with the new secret and token.
 */
export async function signInWithNewAuthenticator(
  environment: WebTestEnvironment,
  user: TestUser,
): Promise<TestUser> {
  const signIn = await passwordSignIn(environment, user);
  if (signIn.ChallengeName !== 'MFA_SETUP') throw new Error(`Asked for ${signIn.ChallengeName}`);
  return withIdentityClient(environment, async (client) => {
    const associated = await client.send(
      new AssociateSoftwareTokenCommand({ Session: signIn.Session }),
    );
    const totpSecret = associated.SecretCode ?? '';
    const verified = await client.send(
      new VerifySoftwareTokenCommand({
        Session: associated.Session,
        UserCode: environment.nextAuthenticatorCode({ totpSecret }),
      }),
    );
    const done = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: environment.identity.clientId,
        ChallengeName: 'MFA_SETUP',
        Session: verified.Session,
        ChallengeResponses: { USERNAME: user.username },
      }),
    );
    const accessToken = done.AuthenticationResult?.AccessToken ?? '';
    if (decodeJwt(accessToken).sub !== user.sub) throw new Error('Signed in as someone else');
    return { ...user, accessToken, totpSecret };
  });
}

/** A user with a first set of recovery codes, as right after `/mfa-setup`. */
export async function createUserWithCodes(environment: WebTestEnvironment) {
  const user = await environment.createUser();
  const { codes } = await clientOf(environment, user).security.issueFirstRecoveryCodes.mutate();
  return { user, codes };
}

/** The messages sent to `to` since `since`, newest first. */
export async function mailTo(
  environment: WebTestEnvironment,
  to: string,
  subject: string | RegExp,
) {
  return environment.mail.waitForMessage({ to, subject, timeoutMs: 5000 });
}
