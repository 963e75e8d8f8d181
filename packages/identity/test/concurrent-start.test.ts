import {
  GetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type RunningIdentityServer } from '../src/index.js';
import { listMigrations } from '../src/store/migrate.js';
import { uniqueUser } from './harness.js';
import { createScratchDatabase } from './scratch-database.js';
import { createSdk, signInAndEnrol } from './sdk-fixtures.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A race is not lost every time; each round is a fresh, empty database. */
const rounds = [1, 2, 3];

async function jwksOf(server: RunningIdentityServer) {
  const response = await fetch(`${server.url}/${server.poolId}/.well-known/jwks.json`);
  return (await response.json()) as unknown;
}

/** A token `issuer` hands out, presented to `verifier`. */
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
    const user = await atVerifier.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    return user.Username === person.username;
  } finally {
    for (const client of clients) client.destroy();
  }
}

describe.runIf(postgresUrl).each(rounds)(
  'two identity servers starting at once on an empty PostgreSQL (round %i)',
  { timeout: 60_000 },
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let outcomes: PromiseSettledResult<RunningIdentityServer>[] = [];
    const servers = () =>
      outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));

    beforeAll(async () => {
      database = await createScratchDatabase(String(postgresUrl));
      const start = () =>
        startIdentityServer({
          port: 0,
          logLevel: 'error',
          databaseUrl: database.url,
          smtpUrl: 'smtp://127.0.0.1:9',
          srpWorkers: 0,
        });
      outcomes = await Promise.allSettled([start(), start()]);
    }, 60_000);

    afterAll(async () => {
      for (const server of servers()) await server.close();
      await database?.drop();
    });

    it('both start', () => {
      expect(
        outcomes.map((outcome) =>
          outcome.status === 'fulfilled' ? 'started' : `failed: ${String(outcome.reason)}`,
        ),
      ).toEqual(['started', 'started']);
    });

    it('the schema is migrated once', async () => {
      const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
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

    // Fails today: each server finds no signing key, creates its own and keeps the keys it
    // read, so the two publish different JWKS and refuse each other's tokens
    // (src/services/bootstrap.ts, ensureKey / loadSigningKeys).
    it.fails('they publish one JWKS and accept each other’s tokens', async () => {
      const [first, second] = servers();
      if (!first || !second) throw new Error('a server did not start');
      expect(await jwksOf(second)).toEqual(await jwksOf(first));
      expect(await signInAtOneCheckAtOther(first, second)).toBe(true);
      expect(await signInAtOneCheckAtOther(second, first)).toBe(true);
    });
  },
);
