import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadiness } from '../src/http/health.js';
import { startIdentityServer, type RunningIdentityServer } from '../src/index.js';
import { createLogger } from '../src/services/logger.js';
import { openStore } from '../src/store/database.js';
import { postgresStore, testStores, type StoreLocation } from './test-stores.js';

const postgresServer = postgresStore();

const log = createLogger('silent');

function start(location: StoreLocation) {
  return startIdentityServer({
    port: 0,
    logLevel: 'silent',
    smtpUrl: 'smtp://127.0.0.1:9',
    srpWorkers: 0,
    ...location,
  });
}

async function ask(server: RunningIdentityServer, method: 'GET' | 'HEAD' = 'GET') {
  const response = await fetch(`${server.url}/health`, { method });
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
  };
}

describe.each(testStores())('GET /health on $name', { timeout: 60_000 }, (store) => {
  let location: StoreLocation;
  let drop: () => Promise<void> = async () => undefined;
  let server: RunningIdentityServer;

  beforeAll(async () => {
    ({ location, drop } = await store.create());
    server = await start(location);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await drop();
  });

  it('is 200 {"status":"ready"} when the store answers and every migration is applied', async () => {
    expect(await ask(server)).toEqual({
      status: 200,
      body: '{"status":"ready"}',
      type: 'application/json',
      cache: 'no-store',
    });
    expect(await ask(server, 'HEAD')).toMatchObject({ status: 200, body: '' });
  });

  it('is not ready while a migration of this build is missing', async () => {
    // In-memory PGlite cannot be shared, so there the check runs on a store of its own.
    const other = await openStore(location);
    const [removed] = rowsOf<{ name: string }>(
      await other.db.execute(
        sql`DELETE FROM identity.schema_migrations
            WHERE name = (SELECT max(name) FROM identity.schema_migrations) RETURNING name`,
      ),
    );
    try {
      expect(await checkReadiness({ db: other.db, log })).toEqual({
        ready: false,
        problem: 'migrations pending',
      });
      if (location.databaseUrl) {
        expect(await ask(server)).toMatchObject({
          status: 503,
          body: '{"status":"unavailable","problem":"migrations pending"}',
        });
        expect(await ask(server, 'HEAD')).toMatchObject({ status: 503, body: '' });
      }
    } finally {
      await other.db.execute(
        sql`INSERT INTO identity.schema_migrations (name) VALUES (${String(removed?.name)})`,
      );
      await other.close();
    }
  });

  it('is not ready when the store does not answer', async () => {
    const other = await openStore(location);
    await other.close();
    expect(await checkReadiness({ db: other.db, log })).toEqual({
      ready: false,
      problem: 'database unreachable',
    });
  });
});

describe.runIf(postgresServer)('GET /health when PostgreSQL goes away', { timeout: 60_000 }, () => {
  it('turns from 200 to 503 "database unreachable"', async () => {
    const { location, drop } = await postgresServer!.create();
    const server = await start(location);
    try {
      expect((await ask(server)).status).toBe(200);
      await drop();
      expect(await ask(server)).toMatchObject({
        status: 503,
        body: '{"status":"unavailable","problem":"database unreachable"}',
      });
    } finally {
      await server.close();
    }
  });
});

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? [...(result as Row[])] : (result as { rows: Row[] }).rows;
}
