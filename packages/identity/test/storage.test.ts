import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_POOL_ID,
  startIdentityServer,
  type IdentityServerOptions,
} from '../src/index.js';
import { startChildServer } from './child-server.js';
import { postgresStore } from './test-stores.js';
import { createSdk, signInAndEnrol, answerTotpChallenge } from './sdk-fixtures.js';
import { uniqueUser } from './harness.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function jwksOf(url: string, poolId: string) {
  return (await (await fetch(`${url}/${poolId}/.well-known/jwks.json`)).json()) as {
    keys: { kid: string }[];
  };
}

/**
 * Everything acknowledged before a SIGKILL is there after a restart on the same store: users,
 * signing keys (old tokens still verify), sealed TOTP secrets.
 */
async function checkSurvivesKill(
  environment: Record<string, string>,
  options: IdentityServerOptions,
) {
  const first = await startChildServer(environment);
  cleanups.push(first.kill);
  const person = uniqueUser('durable');
  const sdk = createSdk(first.url);
  const target = { UserPoolId: DEFAULT_POOL_ID, Username: person.username };
  await sdk.send(new AdminCreateUserCommand({ ...target, MessageAction: 'SUPPRESS' }));
  await sdk.send(
    new AdminSetUserPasswordCommand({ ...target, Password: person.password, Permanent: true }),
  );
  const { tokens, authenticator } = await signInAndEnrol(sdk, DEFAULT_CLIENT_ID, person);
  const keysBefore = await jwksOf(first.url, DEFAULT_POOL_ID);
  sdk.destroy();
  await first.kill();

  const second = await startIdentityServer({ port: 0, logLevel: 'error', ...options });
  const again = createSdk(second.url);
  try {
    expect(await jwksOf(second.url, second.poolId)).toEqual(keysBefore);
    const user = await again.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.Username).toBe(person.username);
    const challenge = await again.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: second.clientId,
        AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
      }),
    );
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const done = await answerTotpChallenge(again, second.clientId, {
      session: challenge.Session,
      username: person.username,
      code: authenticator.nextCode(),
    });
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
  } finally {
    again.destroy();
    await second.close();
  }
}

describe('PGlite store', () => {
  it('keeps acknowledged writes, keys and TOTP secrets across a kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'identity-store-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await checkSurvivesKill({ IDENTITY_DATA_DIR: dataDir }, { dataDir });
    // Creating a PGlite cluster on disk runs initdb, which is slow on a busy machine.
  }, 120_000);
});

const postgres = postgresStore();

describe.runIf(postgres)('PostgreSQL store', () => {
  it('keeps acknowledged writes, keys and TOTP secrets across a kill -9', async () => {
    const { location, drop } = await postgres!.create();
    cleanups.push(drop);
    const databaseUrl = String(location.databaseUrl);
    await checkSurvivesKill({ DATABASE_URL: databaseUrl }, { databaseUrl });
  }, 60_000);

  it('lets exactly one of twenty concurrent sign-ups of a username win', async () => {
    const { location, drop } = await postgres!.create();
    cleanups.push(drop);
    const server = await startIdentityServer({
      port: 0,
      logLevel: 'error',
      ...location,
      smtpUrl: 'smtp://127.0.0.1:9',
    });
    cleanups.push(() => server.close());
    const person = uniqueUser('pgrace');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(server.url, {
          method: 'POST',
          headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
          body: JSON.stringify({
            ClientId: server.clientId,
            Username: person.username,
            Password: person.password,
          }),
        });
        return ((await response.json()) as { __type?: string }).__type ?? 'ok';
      }),
    );
    expect(statuses.filter((status) => status === 'ok')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'UsernameExistsException')).toHaveLength(19);
  });
});
