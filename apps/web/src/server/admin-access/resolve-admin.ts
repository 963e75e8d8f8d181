import 'server-only';
import type { AppServices } from '../app-services';
import { resolveSession } from '../auth/resolve-session';
import type { ServerSession } from '../auth/server-session-type';
import type { VerifyOptions } from '../auth/verify-access-token';
import { isAdmin } from './is-admin';

/**
 * The verified session of the token's holder if they are an administrator now, else null. The
 * one check of the admin API (`adminProcedure`) and the console's pages (the proxy): one read of
 * the database, never cached, so a revoke counts on the very next request.
 */
export async function resolveAdminSession(
  accessToken: string | null,
  services: Pick<AppServices, 'verifyAccessToken' | 'database'>,
  options?: VerifyOptions,
): Promise<ServerSession | null> {
  const session = await resolveSession(accessToken, services.verifyAccessToken, options);
  if (!session) return null;
  return (await isAdmin(await services.database(), session.sub)) ? session : null;
}
