import {
  GetCredentialsForIdentityCommand,
  GetIdCommand,
  type CognitoIdentityClient,
} from '@aws-sdk/client-cognito-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityClient,
  createIdentityPoolFor,
  createPerson,
  createSignInPool,
  providerNameOf,
  signInTokens,
  type SignInPool,
} from './identity-pool-fixtures.js';
import { useSdkHarness } from './sdk-fixtures.js';
import { testStores } from './test-stores.js';

describe.each(testStores())('identity-pool identities on $name', (store) => {
  const env = useSdkHarness({}, store);
  let identity: CognitoIdentityClient;
  let pool: SignInPool;
  let identityPoolId: string;

  beforeAll(async () => {
    identity = createIdentityClient(env.harness.identity.url);
    pool = await createSignInPool(env);
    identityPoolId = await createIdentityPoolFor(identity, pool, true);
  });
  afterAll(() => identity?.destroy());

  async function loginsOfNewUser() {
    const tokens = await signInTokens(env, pool.clientId, await createPerson(env, pool, 'race'));
    return { [providerNameOf(pool.userPoolId)]: tokens.idToken };
  }

  it('gives a user one identity id when their first GetId calls race', async () => {
    const Logins = await loginsOfNewUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        identity.send(new GetIdCommand({ IdentityPoolId: identityPoolId, Logins })),
      ),
    );
    expect(new Set(answers.map((answer) => answer.IdentityId)).size).toBe(1);
  });

  it('ends racing guest sign-ins of one user on one identity id', async () => {
    const Logins = await loginsOfNewUser();
    const guests = await Promise.all(
      Array.from({ length: 4 }, () =>
        identity.send(new GetIdCommand({ IdentityPoolId: identityPoolId })),
      ),
    );
    const answers = await Promise.all(
      guests.map((guest) =>
        identity.send(
          new GetCredentialsForIdentityCommand({ IdentityId: String(guest.IdentityId), Logins }),
        ),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.IdentityId));
    expect(ids.size).toBe(1);
    const own = await identity.send(new GetIdCommand({ IdentityPoolId: identityPoolId, Logins }));
    expect(ids.has(own.IdentityId)).toBe(true);
  });
});
