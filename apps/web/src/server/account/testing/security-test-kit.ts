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
import { handleTrpcRequest } from '../../api/handle-trpc-request';
import type { AppServices } from '../../app-services';
import type { AppRouter } from '../../api/root';
import { PEER_ADDRESS_HEADER } from '../../http/peer-address';
import type { TestUser } from '../../testing/identity-test-user';
import type { WebTestEnvironment } from '../../testing/web-test-environment';

/** Filled in by security-api.test.ts before the suites run. */
export interface SecurityTestFixture {
  environment: WebTestEnvironment;
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

export function publicIdentityClient(environment: WebTestEnvironment) {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: environment.identity.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Signs in with the password as the browser does and answers with what the pool asks next. */
export async function passwordSignIn(environment: WebTestEnvironment, user: TestUser) {
  const client = publicIdentityClient(environment);
  try {
    return await client.send(
      new InitiateAuthCommand({
        ClientId: environment.identity.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
      }),
    );
  } finally {
    client.destroy();
  }
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
  const client = publicIdentityClient(environment);
  try {
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
  } finally {
    client.destroy();
  }
}

/** A user with a first set of recovery codes, as right after `/mfa-setup`. */
export async function createUserWithCodes(environment: WebTestEnvironment) {
  const user = await environment.createUser();
  const { codes } = await securityClient(environment, {
    accessToken: user.accessToken,
  }).security.issueFirstRecoveryCodes.mutate();
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
