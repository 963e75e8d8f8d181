import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  GetUserPoolMfaConfigCommand,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type RunningIdentityServer } from '../src/index.js';
import { createSdk } from './sdk-fixtures.js';

let server: RunningIdentityServer;
let sdk: CognitoIdentityProviderClient;
let poolId: string;

beforeAll(async () => {
  server = await startIdentityServer({ port: 0, dataDir: 'memory://', logLevel: 'error' });
  sdk = createSdk(server.url);
  poolId = server.poolId;
});

afterAll(async () => {
  sdk.destroy();
  await server.close();
});

describe('pool and client administration', () => {
  it('creates, describes, lists and updates pools and clients, and tokens follow the new client', async () => {
    const created = await sdk.send(
      new CreateUserPoolCommand({
        PoolName: 'second',
        Policies: { PasswordPolicy: { MinimumLength: 10, RequireSymbols: false } },
        Schema: [{ Name: 'plan', AttributeDataType: 'String' }],
      }),
    );
    const newPoolId = String(created.UserPool?.Id);
    expect(newPoolId).toMatch(/^us-east-1_[0-9A-Za-z]+$/);
    const described = await sdk.send(new DescribeUserPoolCommand({ UserPoolId: newPoolId }));
    expect(described.UserPool?.Policies?.PasswordPolicy?.MinimumLength).toBe(10);
    expect(described.UserPool?.SchemaAttributes?.map((attribute) => attribute.Name)).toContain(
      'custom:plan',
    );
    const pools = await sdk.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    expect(pools.UserPools?.map((pool) => pool.Id)).toEqual(
      expect.arrayContaining([newPoolId, poolId]),
    );
    await sdk.send(
      new UpdateUserPoolCommand({ UserPoolId: newPoolId, AutoVerifiedAttributes: ['email'] }),
    );
    expect(
      (await sdk.send(new DescribeUserPoolCommand({ UserPoolId: newPoolId }))).UserPool
        ?.AutoVerifiedAttributes,
    ).toEqual(['email']);

    expect(
      (await sdk.send(new GetUserPoolMfaConfigCommand({ UserPoolId: newPoolId }))).MfaConfiguration,
    ).toBe('OFF');
    await sdk.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: newPoolId,
        MfaConfiguration: 'OPTIONAL',
        SoftwareTokenMfaConfiguration: { Enabled: true },
      }),
    );
    expect(
      (await sdk.send(new GetUserPoolMfaConfigCommand({ UserPoolId: newPoolId }))).MfaConfiguration,
    ).toBe('OPTIONAL');

    const client = await sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: newPoolId,
        ClientName: 'cli',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 5,
        TokenValidityUnits: { AccessToken: 'minutes' },
      }),
    );
    const newClientId = String(client.UserPoolClient?.ClientId);
    const describedClient = await sdk.send(
      new DescribeUserPoolClientCommand({ UserPoolId: newPoolId, ClientId: newClientId }),
    );
    expect(describedClient.UserPoolClient?.ClientName).toBe('cli');
    const clients = await sdk.send(
      new ListUserPoolClientsCommand({ UserPoolId: newPoolId, MaxResults: 10 }),
    );
    expect(clients.UserPoolClients?.map((entry) => entry.ClientId)).toEqual([newClientId]);

    await sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: newPoolId,
        Username: 'grace',
        MessageAction: 'SUPPRESS',
      }),
    );
    await sdk.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: newPoolId,
        Username: 'grace',
        Password: 'Longenough1',
        Permanent: true,
      }),
    );
    const signedIn = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: newClientId,
        AuthParameters: { USERNAME: 'grace', PASSWORD: 'Longenough1' },
      }),
    );
    expect(signedIn.AuthenticationResult?.ExpiresIn).toBe(300);
  });
});

describe('discovery documents', () => {
  it('serves openid-configuration and the JWKS per pool, and 404 for unknown pools', async () => {
    const base = `${server.url}/${poolId}/.well-known`;
    const discovery = (await (await fetch(`${base}/openid-configuration`)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(discovery.issuer).toBe(`http://localhost:9229/${poolId}`);
    expect(discovery.jwks_uri).toBe(`http://localhost:9229/${poolId}/.well-known/jwks.json`);
    const jwks = (await (await fetch(`${base}/jwks.json`)).json()) as {
      keys: Record<string, string>[];
    };
    expect(jwks.keys).toHaveLength(2);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
    const unknown = await fetch(`${server.url}/us-east-1_Nothing/.well-known/jwks.json`);
    expect(unknown.status).toBe(404);
  });
});
