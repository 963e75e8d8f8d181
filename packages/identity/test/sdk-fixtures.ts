import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createAuthenticator, type Harness } from './harness.js';

export function createSdk(
  url: string,
  credentials = { accessKeyId: 'local', secretAccessKey: 'local' },
) {
  return new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: url,
    credentials,
    maxAttempts: 1,
  });
}

export interface Person {
  username: string;
  email: string;
  password: string;
}

/** A confirmed user without MFA yet, created through the admin API. */
export async function seedConfirmedUser(harness: Harness, person: Person) {
  await harness.identity.seedUsers([person]);
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
