import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database-type';
import { openDatabase } from '../db/open-database';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { checkReadiness } from './check-readiness';
import { handleHealthRequest } from './handle-health-request';

const url = 'http://localhost:3000/api/health';

function servicesOn(database: () => Promise<Database>) {
  const reported: string[] = [];
  return {
    reported,
    services: { database, reportError: (context: string) => void reported.push(context) },
  };
}

async function ask(method: 'GET' | 'HEAD', database: () => Promise<Database>) {
  const response = await handleHealthRequest(
    new Request(url, { method }),
    servicesOn(database).services,
  );
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe.each(testDatabaseTargets())('GET /api/health on $name', { timeout: 60_000 }, (target) => {
  const opened = useTestDatabase(target);

  it('is 200 {"status":"ready"} when the database answers and every migration is applied', async () => {
    const answer = await ask('GET', async () => opened.db);
    expect(answer).toMatchObject({ status: 200, body: '{"status":"ready"}' });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await ask('HEAD', async () => opened.db)).toMatchObject({ status: 200, body: '' });
  });

  it('is 503 "migrations pending" while a migration of this build is missing', async () => {
    const removed = await opened.db.execute(
      sql`delete from app.schema_migrations
          where created_at = (select max(created_at) from app.schema_migrations)
          returning created_at as "createdAt", hash`,
    );
    const [row] = rowsOf(removed) as { createdAt: string; hash: string }[];
    try {
      const answer = await ask('GET', async () => opened.db);
      expect(answer).toMatchObject({
        status: 503,
        body: '{"status":"unavailable","problem":"migrations pending"}',
      });
      expect(await ask('HEAD', async () => opened.db)).toMatchObject({ status: 503, body: '' });
    } finally {
      await opened.db.execute(
        sql`insert into app.schema_migrations (created_at, hash) values (${row?.createdAt}, ${row?.hash})`,
      );
    }
  });
});

describe('GET /api/health without a database', () => {
  let silent: Server;
  const held: Socket[] = [];
  let closedPort: number;

  beforeAll(async () => {
    // Accepts connections and never answers, as a database host that hangs would.
    silent = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
  });

  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is 503 "database unreachable", with no detail, when PostgreSQL refuses connections', async () => {
    const { services, reported } = servicesOn(async () => {
      const database = await openDatabase({
        databaseUrl: `postgres://steadfast:secret-password@127.0.0.1:${closedPort}/app`,
        dataDir: 'unused',
      });
      return database.db;
    });
    const response = await handleHealthRequest(new Request(url), services);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('{"status":"unavailable","problem":"database unreachable"}');
    expect(reported).toEqual(['health check: the database does not answer']);
  });

  it('is not ready when the database does not answer within the time allowed', async () => {
    const port = (silent.address() as AddressInfo).port;
    const { services } = servicesOn(async () => {
      const database = await openDatabase({
        databaseUrl: `postgres://steadfast@127.0.0.1:${port}/app`,
        dataDir: 'unused',
      });
      return database.db;
    });
    expect(await checkReadiness(services, 50)).toEqual({
      ready: false,
      problem: 'database unreachable',
    });
  });
});

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? [...result] : (result as { rows: unknown[] }).rows;
}
