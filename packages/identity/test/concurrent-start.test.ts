import {
  GetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import postgres from 'postgres';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type RunningIdentityServer } from '../src/index.js';
import { listMigrations } from '../src/store/migrate.js';
import { uniqueUser } from './harness.js';
import { createSdk, signInAndEnrol } from './sdk-fixtures.js';
import { postgresStore, type StoreLocation } from './test-stores.js';

const postgresServer = postgresStore();

/** A race is not lost every time; each round is a fresh, empty database. */
const rounds = [1, 2, 3];

async function jwksOf(server: RunningIdentityServer) {
  const response = await fetch(`${server.url}/${server.poolId}/.well-known/jwks.json`);
  return (await response.json()) as { keys: { kid: string }[] };
}

/**
 * Signs a new user in at `issuer` and presents the access token to `verifier`; the key ids of
 * both tokens must be in the verifier's JWKS, so they also verify offline against it.
 */
async function signInAtOneCheckAtOther(
  issuer: RunningIdentityServer,
  verifier: RunningIdentityServer,
) {
  const person = uniqueUser('twin');
  await issuer.seedUsers([person]);
  const clients: CognitoIdentityProviderClient[] = [createSdk(issuer.url), createSdk(verifier.url)];
  const [atIssuer, atVerifier] = clients as [
    CognitoIdentityProviderClient,
    CognitoIdentityProviderClient,
  ];
  try {
    const { tokens } = await signInAndEnrol(atIssuer, issuer.clientId, person);
    const published = (await jwksOf(verifier)).keys.map((key) => key.kid);
    for (const token of [tokens.AccessToken, tokens.IdToken])
      expect(published).toContain(decodeProtectedHeader(String(token)).kid);
    const user = await atVerifier.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.Username).toBe(person.username);
  } finally {
    for (const client of clients) client.destroy();
  }
}

describe.runIf(postgresServer).each(rounds)(
  'two identity servers starting at once on an empty PostgreSQL (round %i)',
  { timeout: 60_000 },
  () => {
    let location: StoreLocation;
    let drop: () => Promise<void> = async () => undefined;
    let outcomes: PromiseSettledResult<RunningIdentityServer>[] = [];
    const servers = () =>
      outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));

    beforeAll(async () => {
      ({ location, drop } = await postgresServer!.create());
      const start = () =>
        startIdentityServer({
          port: 0,
          logLevel: 'error',
          ...location,
          smtpUrl: 'smtp://127.0.0.1:9',
          srpWorkers: 0,
        });
      outcomes = await Promise.allSettled([start(), start()]);
    }, 60_000);

    afterAll(async () => {
      for (const server of servers()) await server.close();
      await drop();
    });

    it('both start', () => {
      expect(
        outcomes.map((outcome) =>
          outcome.status === 'fulfilled' ? 'started' : `failed: ${String(outcome.reason)}`,
        ),
      ).toEqual(['started', 'started']);
    });

    it('the schema is migrated once', async () => {
      const sql = postgres(String(location.databaseUrl), { max: 1, onnotice: () => undefined });
      try {
        const applied = await sql<{ name: string }[]>`
          SELECT name FROM identity.schema_migrations ORDER BY name`;
        expect(applied.map((row) => row.name)).toEqual(
          listMigrations().map((migration) => migration.name),
        );
      } finally {
        await sql.end({ timeout: 5 });
      }
    });

    // Each server used to find no signing key, create its own and keep only the keys it had
    // read, so the two published different JWKS and refused each other's tokens.
    it('each publishes the keys the other signs with and accepts its tokens', async () => {
      const [first, second] = servers();
      if (!first || !second) throw new Error('a server did not start');
      await signInAtOneCheckAtOther(first, second);
      await signInAtOneCheckAtOther(second, first);
    });
  },
);
