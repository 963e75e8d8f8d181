import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Uses } from '../services/context.js';
import { listMigrations } from '../store/migrate.js';
import { sendJson } from './respond.js';

export type Readiness =
  { ready: true } | { ready: false; problem: 'database unreachable' | 'migrations pending' };

/** A load balancer gives up on a slow check anyway; answering "not ready" sooner is kinder. */
const defaultTimeoutInMs = 2_000;

let expectedMigrations: string[] | undefined;

/** Whether the store answers within the time allowed and holds every migration of this build. */
export async function checkReadiness(
  services: Uses<'db' | 'log'>,
  timeoutInMs = defaultTimeoutInMs,
): Promise<Readiness> {
  expectedMigrations ??= listMigrations().map((migration) => migration.name);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutInMs} ms`)), timeoutInMs);
  });
  try {
    const rows = await Promise.race([
      services.db.execute<{ name: string }>(sql`SELECT name FROM identity.schema_migrations`),
      timedOut,
    ]);
    const applied = new Set(rowsOf<{ name: string }>(rows).map((row) => row.name));
    return expectedMigrations.every((name) => applied.has(name))
      ? { ready: true }
      : { ready: false, problem: 'migrations pending' };
  } catch (error) {
    services.log.error('health check: the database does not answer', {
      error: error instanceof Error ? error.message : String(error),
    });
    return { ready: false, problem: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health` (and `HEAD`) for load balancers: 200 `{"status":"ready"}`, else 503 with the
 * problem's name and nothing more (no versions, hosts or error messages).
 */
export async function serveHealth(
  method: string,
  response: ServerResponse,
  services: Uses<'db' | 'log'>,
): Promise<void> {
  const readiness = await checkReadiness(services);
  const body = readiness.ready
    ? { status: 'ready' }
    : { status: 'unavailable', problem: readiness.problem };
  response.setHeader('Cache-Control', 'no-store');
  if (method === 'HEAD') {
    response.writeHead(readiness.ready ? 200 : 503, { 'Content-Type': 'application/json' });
    response.end();
    return;
  }
  sendJson(response, readiness.ready ? 200 : 503, body, 'application/json');
}

/** PGlite answers `{ rows }`, postgres.js an array of rows. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? [...(result as Row[])] : (result as { rows: Row[] }).rows;
}
