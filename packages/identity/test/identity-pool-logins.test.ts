import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
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
import { useOffsetClock, useSdkHarness } from './sdk-fixtures.js';

const clock = useOffsetClock();
const env = useSdkHarness({ clock });
let identity: CognitoIdentityClient;
let pool: SignInPool;
let otherPool: SignInPool;
let identityPoolId: string;

beforeAll(async () => {
  identity = createIdentityClient(env.harness.identity.url);
  pool = await createSignInPool(env);
  otherPool = await createSignInPool(env);
  identityPoolId = await createIdentityPoolFor(identity, pool, false);
});
afterAll(() => identity?.destroy());

const identityIdPattern =
  /^us-east-1:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const loginsOf = (userPoolId: string, idToken: string) => ({
  [providerNameOf(userPoolId)]: idToken,
});

async function getId(logins?: Record<string, string>, poolId = identityPoolId) {
  const answer = await identity.send(
    new GetIdCommand({ IdentityPoolId: poolId, ...(logins ? { Logins: logins } : {}) }),
  );
  return String(answer.IdentityId);
}

async function signedIn() {
  const person = await createPerson(env, pool);
  const tokens = await signInTokens(env, pool.clientId, person);
  return { person, tokens, logins: loginsOf(pool.userPoolId, tokens.idToken) };
}

const refusal = (name: string, message: string | RegExp) => ({ name, message });

describe('identity pools: signed-in identities', () => {
  it('gives a user the same identity id at every sign-in, and credentials for it valid one hour', async () => {
    const { person, logins } = await signedIn();
    const first = await getId(logins);
    expect(first).toMatch(identityIdPattern);
    const again = await signInTokens(env, pool.clientId, person);
    const second = await getId(loginsOf(pool.userPoolId, again.idToken));
    expect(second).toBe(first);

    const answer = await identity.send(
      new GetCredentialsForIdentityCommand({ IdentityId: first, Logins: logins }),
    );
    expect(answer.IdentityId).toBe(first);
    const credentials = answer.Credentials;
    expect(credentials?.AccessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(credentials?.SecretKey).toHaveLength(40);
    expect(credentials?.SessionToken?.length).toBeGreaterThan(100);
    const expiresInMs = (credentials?.Expiration?.getTime() ?? 0) - clock.nowInMs();
    expect(expiresInMs).toBeGreaterThan(59 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(60 * 60_000);
  });

  it('gives two users two identity ids', async () => {
    const [one, two] = [await signedIn(), await signedIn()];
    expect(await getId(one.logins)).not.toBe(await getId(two.logins));
  });

  it('refuses an identity id of another user: "Logins don\'t match"', async () => {
    const [mine, theirs] = [await signedIn(), await signedIn()];
    const theirId = await getId(theirs.logins);
    await expect(
      identity.send(
        new GetCredentialsForIdentityCommand({ IdentityId: theirId, Logins: mine.logins }),
      ),
    ).rejects.toMatchObject(
      refusal('NotAuthorizedException', /^Logins don't match\. Please include at least one/),
    );
  });

  it('refuses credentials for a signed-in identity asked for without its login', async () => {
    const { logins } = await signedIn();
    const identityId = await getId(logins);
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: identityId })),
    ).rejects.toMatchObject(refusal('NotAuthorizedException', /^Logins don't match/));
  });
});

describe('identity pools: providers', () => {
  it("accepts a provider configured by AWS's name for the user pool (cognito-idp.<region>.amazonaws.com/<id>)", async () => {
    const awsNamed = await createIdentityPoolFor(identity, pool, false, {
      CognitoIdentityProviders: [
        {
          ProviderName: `cognito-idp.us-east-1.amazonaws.com/${pool.userPoolId}`,
          ClientId: pool.clientId,
        },
      ],
    });
    const { logins } = await signedIn();
    expect(await getId(logins, awsNamed)).toBe(await getId(logins, awsNamed));
  });

  it('with ServerSideTokenCheck, refuses the id token of a sign-in ended by GlobalSignOut', async () => {
    const checked = await createIdentityPoolFor(identity, pool, false, {
      CognitoIdentityProviders: [
        {
          ProviderName: providerNameOf(pool.userPoolId),
          ClientId: pool.clientId,
          ServerSideTokenCheck: true,
        },
      ],
    });
    const { tokens, logins } = await signedIn();
    expect(await getId(logins, checked)).toMatch(identityIdPattern);
    expect(await getId(logins)).toMatch(identityIdPattern);
    await env.sdk.send(new GlobalSignOutCommand({ AccessToken: tokens.accessToken }));
    await expect(getId(logins, checked)).rejects.toMatchObject(
      refusal('NotAuthorizedException', 'Invalid login token. Token has been revoked.'),
    );
    expect(await getId(logins)).toMatch(identityIdPattern);
  });
});

describe('identity pools: logins refused', () => {
  it('refuses a forged id token (claims changed under the signature)', async () => {
    const { tokens } = await signedIn();
    const [header, payload, signature] = tokens.idToken.split('.');
    const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    await expect(
      getId(loginsOf(pool.userPoolId, `${header}.${forged}.${signature}`)),
    ).rejects.toMatchObject(
      refusal('NotAuthorizedException', "Invalid login token. Couldn't verify signed token."),
    );
  });

  it('refuses an expired id token', async () => {
    const { logins } = await signedIn();
    clock.advanceBy(61 * 60_000);
    await expect(getId(logins)).rejects.toMatchObject(
      refusal('NotAuthorizedException', /^Invalid login token\. Token expired: \d+ >= \d+$/),
    );
  });

  it('refuses an id token of another user pool', async () => {
    const person = await createPerson(env, otherPool);
    const tokens = await signInTokens(env, otherPool.clientId, person);
    await expect(getId(loginsOf(otherPool.userPoolId, tokens.idToken))).rejects.toMatchObject(
      refusal(
        'NotAuthorizedException',
        'Token is not from a supported provider of this identity pool.',
      ),
    );
  });

  it("refuses an id token sent under another provider's name than its issuer", async () => {
    const both = await createIdentityPoolFor(identity, pool, false, {
      CognitoIdentityProviders: [
        { ProviderName: providerNameOf(pool.userPoolId), ClientId: pool.clientId },
        { ProviderName: providerNameOf(otherPool.userPoolId), ClientId: otherPool.clientId },
      ],
    });
    const { tokens } = await signedIn();
    await expect(getId(loginsOf(otherPool.userPoolId, tokens.idToken), both)).rejects.toMatchObject(
      refusal('NotAuthorizedException', "Invalid login token. Issuer doesn't match providerName"),
    );
  });

  it('refuses an id token of an app client the identity pool does not name (wrong aud)', async () => {
    const person = await createPerson(env, pool);
    const tokens = await signInTokens(env, pool.otherClientId, person);
    await expect(getId(loginsOf(pool.userPoolId, tokens.idToken))).rejects.toMatchObject(
      refusal(
        'NotAuthorizedException',
        'Token is not from a supported provider of this identity pool.',
      ),
    );
  });

  it('refuses an access token in place of the id token (it has no aud)', async () => {
    const { tokens } = await signedIn();
    await expect(getId(loginsOf(pool.userPoolId, tokens.accessToken))).rejects.toMatchObject(
      refusal('NotAuthorizedException', 'Invalid login token. Missing a required claim: aud'),
    );
  });

  it('refuses an unknown identity pool and an unknown identity id', async () => {
    const unknownPool = 'us-east-1:00000000-0000-4000-8000-000000000000';
    await expect(getId(undefined, unknownPool)).rejects.toMatchObject(
      refusal('ResourceNotFoundException', `IdentityPool '${unknownPool}' not found.`),
    );
    const unknownIdentity = 'us-east-1:00000000-0000-4000-8000-0000000000ff';
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: unknownIdentity })),
    ).rejects.toMatchObject(
      refusal('ResourceNotFoundException', `Identity '${unknownIdentity}' not found.`),
    );
  });
});

describe('identity pools: guests', () => {
  it('refuses a guest where the identity pool does not allow unauthenticated identities', async () => {
    await expect(getId()).rejects.toMatchObject(
      refusal(
        'NotAuthorizedException',
        'Unauthenticated access is not supported for this identity pool.',
      ),
    );
  });

  it('gives a guest an identity and credentials without a login where guests are allowed', async () => {
    const guestPool = await createIdentityPoolFor(identity, pool, true);
    const guestId = await getId(undefined, guestPool);
    expect(guestId).toMatch(identityIdPattern);
    expect(await getId(undefined, guestPool)).not.toBe(guestId);
    const answer = await identity.send(
      new GetCredentialsForIdentityCommand({ IdentityId: guestId }),
    );
    expect(answer.IdentityId).toBe(guestId);
    expect(answer.Credentials?.AccessKeyId).toMatch(/^ASIA/);
  });

  it("links a guest identity to a login that has none: the id stays, and is the login's from then on", async () => {
    const guestPool = await createIdentityPoolFor(identity, pool, true);
    const guestId = await getId(undefined, guestPool);
    const { logins } = await signedIn();
    const answer = await identity.send(
      new GetCredentialsForIdentityCommand({ IdentityId: guestId, Logins: logins }),
    );
    expect(answer.IdentityId).toBe(guestId);
    expect(await getId(logins, guestPool)).toBe(guestId);
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: guestId })),
    ).rejects.toMatchObject(refusal('NotAuthorizedException', /^Logins don't match/));
  });

  it("merges a guest identity into the login's own when the login has one already", async () => {
    const guestPool = await createIdentityPoolFor(identity, pool, true);
    const { logins } = await signedIn();
    const userId = await getId(logins, guestPool);
    const guestId = await getId(undefined, guestPool);
    const answer = await identity.send(
      new GetCredentialsForIdentityCommand({ IdentityId: guestId, Logins: logins }),
    );
    expect(answer.IdentityId).toBe(userId);
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: guestId })),
    ).rejects.toMatchObject(
      refusal('ResourceNotFoundException', `Identity '${guestId}' not found.`),
    );
  });
});
