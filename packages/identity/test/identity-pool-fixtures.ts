import { Agent } from 'node:http';
import {
  CognitoIdentityClient,
  CreateIdentityPoolCommand,
  type CreateIdentityPoolCommandInput,
} from '@aws-sdk/client-cognito-identity';
import {
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createPoolFor } from './pool-fixtures.js';
import type { SdkHarness } from './sdk-fixtures.js';
import { uniqueUser } from './harness.js';

/** The real Amazon Cognito Identity client, pointed at the server (admin key `local`). */
export function createIdentityClient(
  url: string,
  credentials = { accessKeyId: 'local', secretAccessKey: 'local' },
  region = 'us-east-1',
) {
  return new CognitoIdentityClient({
    region,
    endpoint: url,
    credentials,
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: false }) },
  });
}

/** The `Logins` key of a user pool's id tokens: their issuer without its scheme. */
export const providerNameOf = (userPoolId: string) => `localhost:9229/${userPoolId}`;

/** A user pool without MFA, with a client that signs in by password (and by SRP, for Amplify). */
export async function createSignInPool(env: SdkHarness) {
  const userPoolId = await createPoolFor(env, { PoolName: 'identity-pool-logins' });
  const client = async () => {
    const created = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: [
          'ALLOW_USER_PASSWORD_AUTH',
          'ALLOW_USER_SRP_AUTH',
          'ALLOW_REFRESH_TOKEN_AUTH',
        ],
      }),
    );
    return String(created.UserPoolClient?.ClientId);
  };
  return { userPoolId, clientId: await client(), otherClientId: await client() };
}

export type SignInPool = Awaited<ReturnType<typeof createSignInPool>>;

/** A new confirmed user of the pool. */
export async function createPerson(env: SdkHarness, pool: SignInPool, prefix = 'idpool') {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person], pool.userPoolId);
  return person;
}

/** A password sign-in's tokens (a new sign-in, so new tokens, each time). */
export async function signInTokens(
  env: SdkHarness,
  clientId: string,
  person: { username: string; password: string },
) {
  const answer = await env.sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
    }),
  );
  const result = answer.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken) throw new Error('no tokens');
  return { idToken: result.IdToken, accessToken: result.AccessToken };
}

/** An identity pool bound to the pool's first client; guests as `allowGuests` says. */
export async function createIdentityPoolFor(
  identity: CognitoIdentityClient,
  pool: SignInPool,
  allowGuests: boolean,
  extra: Partial<CreateIdentityPoolCommandInput> = {},
) {
  const created = await identity.send(
    new CreateIdentityPoolCommand({
      IdentityPoolName: 'logins',
      AllowUnauthenticatedIdentities: allowGuests,
      CognitoIdentityProviders: [
        { ProviderName: providerNameOf(pool.userPoolId), ClientId: pool.clientId },
      ],
      ...extra,
    }),
  );
  return String(created.IdentityPoolId);
}
