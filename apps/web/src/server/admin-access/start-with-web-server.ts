import 'server-only';
import { holdAppServices } from '../app-services-holder';
import { parseServerEnv } from '../config/parse-server-env';
import { createAppServices } from '../create-app-services';
import { adminChannelPath } from './admin-channel-path';
import { startAdminChannel, type AdminChannel } from './admin-channel-server';

/**
 * The admin channel of a web server process, on the database its app services hold (the ones
 * Next.js's start-up created, or created now). Undefined with PostgreSQL or `memory://`, where
 * the command needs no server.
 */
export async function startAdminChannelOfWebServer(
  environment: Record<string, string | undefined>,
): Promise<AdminChannel | undefined> {
  const env = parseServerEnv(environment);
  const socketPath = adminChannelPath(env);
  if (!socketPath) return undefined;
  const services = holdAppServices(() => createAppServices(env));
  return startAdminChannel({
    socketPath,
    services,
    reportError: services.reportError,
  });
}
