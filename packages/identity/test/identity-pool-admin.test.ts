import {
  CreateIdentityPoolCommand,
  DeleteIdentityPoolCommand,
  DescribeIdentityPoolCommand,
  GetCredentialsForIdentityCommand,
  GetIdCommand,
  ListIdentityPoolsCommand,
  type CognitoIdentityClient,
} from '@aws-sdk/client-cognito-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentityClient,
  createSignInPool,
  providerNameOf,
} from './identity-pool-fixtures.js';
import { useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();
let identity: CognitoIdentityClient;

beforeAll(() => {
  identity = createIdentityClient(env.harness.identity.url);
});
afterAll(() => identity?.destroy());

async function allPoolIds() {
  const ids: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await identity.send(new ListIdentityPoolsCommand({ MaxResults: 2, NextToken }));
    ids.push(...(page.IdentityPools ?? []).map((pool) => String(pool.IdentityPoolId)));
    NextToken = page.NextToken;
  } while (NextToken);
  return ids;
}

describe('identity-pool administration (SigV4, service cognito-identity)', () => {
  it('creates, describes, lists (paged) and deletes an identity pool, and its identities with it', async () => {
    const pool = await createSignInPool(env);
    const settings = {
      IdentityPoolName: 'round trip',
      AllowUnauthenticatedIdentities: true,
      AllowClassicFlow: false,
      CognitoIdentityProviders: [
        {
          ProviderName: providerNameOf(pool.userPoolId),
          ClientId: pool.clientId,
          ServerSideTokenCheck: false,
        },
      ],
      IdentityPoolTags: { team: 'identity' },
    };
    const created = await identity.send(new CreateIdentityPoolCommand(settings));
    const id = String(created.IdentityPoolId);
    expect(id).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    expect(created).toMatchObject(settings);
    const described = await identity.send(new DescribeIdentityPoolCommand({ IdentityPoolId: id }));
    expect(described).toMatchObject({ IdentityPoolId: id, ...settings });
    const listed = await allPoolIds();
    expect(listed).toContain(id);
    expect(listed).toContain(env.harness.identity.identityPoolId);

    const guest = await identity.send(new GetIdCommand({ IdentityPoolId: id }));
    await identity.send(new DeleteIdentityPoolCommand({ IdentityPoolId: id }));
    await expect(
      identity.send(new DescribeIdentityPoolCommand({ IdentityPoolId: id })),
    ).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      message: `IdentityPool '${id}' not found.`,
    });
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: String(guest.IdentityId) })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    await expect(
      identity.send(new DeleteIdentityPoolCommand({ IdentityPoolId: id })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    expect(await allPoolIds()).not.toContain(id);
  });

  it('makes a pool in the region of the request signature', async () => {
    const elsewhere = createIdentityClient(env.harness.identity.url, undefined, 'eu-west-2');
    const created = await elsewhere.send(
      new CreateIdentityPoolCommand({
        IdentityPoolName: 'west',
        AllowUnauthenticatedIdentities: true,
      }),
    );
    elsewhere.destroy();
    expect(created.IdentityPoolId).toMatch(/^eu-west-2:/);
    const guest = await identity.send(
      new GetIdCommand({ IdentityPoolId: String(created.IdentityPoolId) }),
    );
    expect(guest.IdentityId).toMatch(/^eu-west-2:/);
  });

  it('embeds a default identity pool bound to the default user pool and its browser client, guests off', async () => {
    const described = await identity.send(
      new DescribeIdentityPoolCommand({ IdentityPoolId: env.harness.identity.identityPoolId }),
    );
    expect(described).toMatchObject({
      IdentityPoolId: 'us-east-1:5eadfa57-1dea-4000-8000-000000000001',
      AllowUnauthenticatedIdentities: false,
      CognitoIdentityProviders: [
        {
          ProviderName: providerNameOf(env.harness.identity.poolId),
          ClientId: env.harness.identity.clientId,
          ServerSideTokenCheck: false,
        },
      ],
    });
  });

  it('refuses identity-pool administration without the administrator signature', async () => {
    const before = await allPoolIds();
    const unsigned = createIdentityClient(env.harness.identity.url, {
      accessKeyId: 'local',
      secretAccessKey: 'not-the-secret',
    });
    const stranger = createIdentityClient(env.harness.identity.url, {
      accessKeyId: 'nobody',
      secretAccessKey: 'local',
    });
    const input = { IdentityPoolName: 'nope', AllowUnauthenticatedIdentities: true };
    await expect(unsigned.send(new CreateIdentityPoolCommand(input))).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
    await expect(stranger.send(new CreateIdentityPoolCommand(input))).rejects.toMatchObject({
      name: 'UnrecognizedClientException',
    });
    await expect(
      stranger.send(
        new DeleteIdentityPoolCommand({ IdentityPoolId: env.harness.identity.identityPoolId }),
      ),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    unsigned.destroy();
    stranger.destroy();
    expect(await allPoolIds()).toEqual(before);
  });

  it('refuses an unsigned identity-pool administration request: MissingAuthenticationTokenException', async () => {
    const response = await fetch(env.harness.identity.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityService.ListIdentityPools',
      },
      body: JSON.stringify({ MaxResults: 1 }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException:');
  });
});
