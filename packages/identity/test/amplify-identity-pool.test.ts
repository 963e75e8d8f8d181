import type { CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createIdentityClient,
  createIdentityPoolFor,
  createPerson,
  createSignInPool,
  type SignInPool,
} from './identity-pool-fixtures.js';
import { useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();
let identity: CognitoIdentityClient;
let pool: SignInPool;
let signedInOnly: string;
let guestsAllowed: string;

beforeAll(async () => {
  identity = createIdentityClient(env.harness.identity.url);
  pool = await createSignInPool(env);
  signedInOnly = await createIdentityPoolFor(identity, pool, false);
  guestsAllowed = await createIdentityPoolFor(identity, pool, true);
});
afterAll(() => identity?.destroy());
afterEach(async () => {
  vi.useRealTimers();
  await signOut();
});

/** Amplify as the web app configures it: the user pool and an identity pool, both local. */
function configure(identityPoolId: string, allowGuestAccess: boolean) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        userPoolEndpoint: env.harness.identity.url,
        identityPoolId,
        identityPoolEndpoint: env.harness.identity.url,
        allowGuestAccess,
      },
    },
  });
}

async function signInAs(person: { username: string; password: string }) {
  const result = await signIn({ username: person.username, password: person.password });
  expect(result.nextStep.signInStep).toBe('DONE');
}

const identityIdPattern = /^us-east-1:[0-9a-f-]{36}$/;

describe('aws-amplify fetchAuthSession with an identity pool', () => {
  it('returns a signed-in user identity id and credentials, the same identity id at the next sign-in', async () => {
    configure(signedInOnly, false);
    const person = await createPerson(env, pool, 'amplifyidp');
    await signInAs(person);
    const session = await fetchAuthSession();
    expect(session.identityId).toMatch(identityIdPattern);
    expect(session.credentials?.accessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(session.credentials?.secretAccessKey).toHaveLength(40);
    expect(session.credentials?.sessionToken).toBeTruthy();
    const expiresInMs = (session.credentials?.expiration?.getTime() ?? 0) - Date.now();
    expect(expiresInMs).toBeGreaterThan(59 * 60_000);

    await signOut();
    await signInAs(person);
    const again = await fetchAuthSession();
    expect(again.identityId).toBe(session.identityId);
    expect(again.credentials?.accessKeyId).not.toBe(session.credentials?.accessKeyId);
  });

  it('returns a guest identity id and credentials where guest access is on', async () => {
    configure(guestsAllowed, true);
    const session = await fetchAuthSession();
    expect(session.tokens).toBeUndefined();
    expect(session.identityId).toMatch(identityIdPattern);
    expect(session.credentials?.accessKeyId).toMatch(/^ASIA/);
    expect((await fetchAuthSession()).identityId).toBe(session.identityId);
  });

  it('keeps the guest identity id when that guest signs in (Amplify sends it with the login)', async () => {
    configure(guestsAllowed, true);
    const guest = await fetchAuthSession();
    const person = await createPerson(env, pool, 'amplifyguest');
    await signInAs(person);
    const signedIn = await fetchAuthSession();
    expect(signedIn.tokens?.idToken).toBeDefined();
    expect(signedIn.identityId).toBe(guest.identityId);
    expect(signedIn.credentials?.accessKeyId).not.toBe(guest.credentials?.accessKeyId);
  });

  it("gives a guest who signs in as a user with an identity already that user's identity id", async () => {
    configure(guestsAllowed, true);
    const person = await createPerson(env, pool, 'amplifymerge');
    await signInAs(person);
    const own = (await fetchAuthSession()).identityId;
    await signOut();
    const guest = await fetchAuthSession();
    expect(guest.identityId).not.toBe(own);
    await signInAs(person);
    expect((await fetchAuthSession()).identityId).toBe(own);
  });

  it('throws NotAuthorizedException for a guest where the identity pool refuses guests', async () => {
    configure(signedInOnly, true);
    await expect(fetchAuthSession()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Unauthenticated access is not supported for this identity pool.',
    });
  });

  it('asks for no credentials while signed out when guest access is off in the configuration', async () => {
    configure(guestsAllowed, false);
    const session = await fetchAuthSession();
    expect(session.identityId).toBeUndefined();
    expect(session.credentials).toBeUndefined();
  });

  it('keeps credentials 50 minutes (SPEC §9), then fetches new ones for the same identity', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    configure(signedInOnly, false);
    await signInAs(await createPerson(env, pool, 'amplifycache'));
    const first = await fetchAuthSession();
    vi.setSystemTime(Date.now() + 49 * 60_000);
    const cached = await fetchAuthSession();
    expect(cached.credentials?.accessKeyId).toBe(first.credentials?.accessKeyId);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const renewed = await fetchAuthSession();
    expect(renewed.credentials?.accessKeyId).not.toBe(first.credentials?.accessKeyId);
    expect(renewed.identityId).toBe(first.identityId);
  });
});
