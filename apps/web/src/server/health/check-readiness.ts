import 'server-only';
import type { AppServices } from '../app-services';
import { countPendingMigrations } from '../db/migrate';

export type Readiness =
  { ready: true } | { ready: false; problem: 'database unreachable' | 'migrations pending' };

/** A load balancer gives up on a slow check anyway; answering "not ready" sooner is kinder. */
const defaultTimeoutInMs = 2_000;

/**
 * Whether this server can serve: its database answers within the time allowed and holds every
 * migration of this build. The database is opened (and migrated) here if it is not yet, so a
 * server whose database was down at first becomes ready once it is back.
 */
export async function checkReadiness(
  services: Pick<AppServices, 'database' | 'reportError'>,
  timeoutInMs = defaultTimeoutInMs,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutInMs} ms`)), timeoutInMs);
  });
  try {
    const pending = await Promise.race([
      services.database().then((db) => countPendingMigrations(db)),
      timedOut,
    ]);
    return pending === 0 ? { ready: true } : { ready: false, problem: 'migrations pending' };
  } catch (error) {
    services.reportError('health check: the database does not answer', error);
    return { ready: false, problem: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
