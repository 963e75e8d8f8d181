import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminInitiateAuthCommand,
  AdminListUserAuthEventsCommand,
  CreateUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import defaultPool from '../config/default-pool.json' with { type: 'json' };
import { startIdentityServer } from '../src/index.js';
import { secretHashOf } from '../src/services/client-secret.js';
import { DEFAULT_SERVER_CLIENT_ID, DEFAULT_SERVER_CLIENT_SECRET } from '../src/services/pools.js';
import { openStore } from '../src/store/database.js';
import { clients, pools } from '../src/store/schema.js';
import { uniqueUser } from './harness.js';
import { testStores } from './test-stores.js';
import { describePoolFor } from './pool-fixtures.js';
import { createSdk, errorOf, useSdkHarness } from './sdk-fixtures.js';

/**
 * The embedded default pool: its second, server-side app client (a fixed secret, admin password
 * sign-in), threat protection in AUDIT mode, and a store made before either gaining both on
 * start. Also CreateUserPoolClient's ClientSecret, which that client is described with.
 */
const env = useSdkHarness();

const serverSecret = DEFAULT_SERVER_CLIENT_SECRET;

function describeClient(clientId: string, sdk = env.sdk, poolId = env.poolId) {
  return sdk
    .send(new DescribeUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId }))
    .then((answer) => answer.UserPoolClient);
}

async function describePool(sdk: ReturnType<typeof createSdk>, poolId: string) {
  return (await sdk.send(new DescribeUserPoolCommand({ UserPoolId: poolId }))).UserPool;
}

describe('the default pool', () => {
  it('has the server-side client with its fixed secret, admin password sign-in and revocation', async () => {
    const web = await describeClient(env.clientId);
    const server = await describeClient(DEFAULT_SERVER_CLIENT_ID);
    expect(server).toMatchObject({
      ClientId: 'steadfastlocalappserver001',
      ClientName: 'steadfast-app-server',
      ClientSecret: 'steadfastlocalappserversecretnotforproduction0000001',
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AccessTokenValidity: web?.AccessTokenValidity,
      IdTokenValidity: web?.IdTokenValidity,
      RefreshTokenValidity: web?.RefreshTokenValidity,
      TokenValidityUnits: web?.TokenValidityUnits,
      AuthSessionValidity: web?.AuthSessionValidity,
    });
    expect(web?.ClientSecret).toBeUndefined();
  });

  it('signs a user in server-side with the secret, and refuses the call without it', async () => {
    const person = uniqueUser('server-client');
    await env.harness.identity.seedUsers([person]);
    const start = (hash?: string) =>
      env.sdk.send(
        new AdminInitiateAuthCommand({
          UserPoolId: env.poolId,
          ClientId: DEFAULT_SERVER_CLIENT_ID,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: {
            USERNAME: person.username,
            PASSWORD: person.password,
            ...(hash ? { SECRET_HASH: hash } : {}),
          },
        }),
      );
    expect(await errorOf(start())).toEqual({
      name: 'NotAuthorizedException',
      message: `Client ${DEFAULT_SERVER_CLIENT_ID} is configured with secret but SECRET_HASH was not received`,
    });
    const hash = secretHashOf(serverSecret, person.username, DEFAULT_SERVER_CLIENT_ID);
    expect((await start(hash)).ChallengeName).toBe('MFA_SETUP');
  });

  it('is on the Plus tier with threat protection in AUDIT mode, so its events are listed', async () => {
    const pool = await describePoolFor(env, env.poolId);
    expect(pool.UserPoolTier).toBe('PLUS');
    expect(pool.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'AUDIT' });
    const person = uniqueUser('audit');
    await env.harness.identity.seedUsers([person]);
    const listed = await env.sdk.send(
      new AdminListUserAuthEventsCommand({ UserPoolId: env.poolId, Username: person.username }),
    );
    expect(listed.AuthEvents).toEqual([]);
  });
});

describe("CreateUserPoolClient's ClientSecret", () => {
  const create = (extra: { ClientSecret?: string; GenerateSecret?: boolean }) =>
    env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: env.poolId,
        ClientName: 'chosen-secret',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH'],
        ...extra,
      }),
    );

  it('keeps a secret the administrator chose, describes it and checks SECRET_HASH with it', async () => {
    const chosen = 'chosen+Secret_of_thirty_two_chars';
    const created = await create({ ClientSecret: chosen });
    const clientId = String(created.UserPoolClient?.ClientId);
    expect(created.UserPoolClient?.ClientSecret).toBe(chosen);
    expect((await describeClient(clientId))?.ClientSecret).toBe(chosen);
    const person = uniqueUser('chosen');
    await env.harness.identity.seedUsers([person]);
    const started = await env.sdk.send(
      new AdminInitiateAuthCommand({
        UserPoolId: env.poolId,
        ClientId: clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: {
          USERNAME: person.username,
          PASSWORD: person.password,
          SECRET_HASH: secretHashOf(chosen, person.username, clientId),
        },
      }),
    );
    expect(started.ChallengeName).toBe('MFA_SETUP');
  });

  it('refuses a secret shorter than 24 or longer than 64 characters, or with other characters', async () => {
    for (const secret of ['x'.repeat(23), 'x'.repeat(65), 'has a space in it, not allowed']) {
      expect(await errorOf(create({ ClientSecret: secret }))).toEqual({
        name: 'InvalidParameterException',
        message: expect.stringMatching(/^1 validation error detected: Value at 'clientSecret'/),
      });
    }
  });

  it('refuses a chosen secret together with GenerateSecret', async () => {
    expect(await errorOf(create({ ClientSecret: 'y'.repeat(40), GenerateSecret: true }))).toEqual({
      name: 'InvalidParameterException',
      message: 'Cannot specify both GenerateSecret and ClientSecret.',
    });
  });
});

describe.each(testStores())(
  'a $name store made before the server-side client and threat protection',
  (kind) => {
    it('gains both on start, keeps what an administrator changed, and adds nothing twice', async () => {
      const created = await kind.create();
      const dataDir =
        kind.name === 'PGlite' ? await mkdtemp(join(tmpdir(), 'identity-default-pool-')) : 'unused';
      const location = kind.name === 'PGlite' ? { dataDir } : created.location;
      const options = { port: 0, ...location, logLevel: 'error' as const, srpWorkers: 0 };
      try {
        await (await startIdentityServer(options)).close();
        // Put the store back as the previous version left it.
        const store = await openStore(location);
        await store.db.delete(clients).where(eq(clients.id, DEFAULT_SERVER_CLIENT_ID));
        await store.db
          .update(pools)
          .set({ settings: sql`${pools.settings} - 'UserPoolAddOns' - 'UserPoolTier'` })
          .where(eq(pools.id, defaultPool.userPool.Id));
        await store.close();

        const upgraded = await startIdentityServer(options);
        const sdk = createSdk(upgraded.url);
        try {
          const poolId = upgraded.poolId;
          expect((await describeClient(DEFAULT_SERVER_CLIENT_ID, sdk, poolId))?.ClientSecret).toBe(
            serverSecret,
          );
          const described = await sdk.send(new ListUserPoolClientsCommand({ UserPoolId: poolId }));
          expect(described.UserPoolClients?.map((client) => client.ClientId).sort()).toEqual([
            'steadfastlocalappserver001',
            'steadfastlocalwebclient001',
          ]);
          const pool = await describePool(sdk, poolId);
          expect(pool?.UserPoolTier).toBe('PLUS');
          expect(pool?.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'AUDIT' });
          // An administrator turns threat protection off: later starts leave it off.
          await sdk.send(
            new UpdateUserPoolCommand({
              UserPoolId: poolId,
              UserPoolAddOns: { AdvancedSecurityMode: 'OFF' },
            }),
          );
        } finally {
          sdk.destroy();
          await upgraded.close();
        }

        const again = await startIdentityServer(options);
        const sdkAgain = createSdk(again.url);
        try {
          const pool = await describePool(sdkAgain, again.poolId);
          expect(pool?.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'OFF' });
          expect(pool?.UserPoolTier).toBe('PLUS');
          const listed = await sdkAgain.send(
            new ListUserPoolClientsCommand({ UserPoolId: again.poolId }),
          );
          expect(listed.UserPoolClients).toHaveLength(2);
        } finally {
          sdkAgain.destroy();
          await again.close();
        }
      } finally {
        if (kind.name === 'PGlite') await rm(dataDir, { recursive: true, force: true });
        await created.drop();
      }
    });
  },
);
