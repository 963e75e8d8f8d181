import 'server-only';
import { holdAppServices } from './app-services-holder';
import { createAppServices, type CreatedAppServices } from './create-app-services';
import { startBundledPgliteThread } from './db/pglite-thread/bundled-thread';
import { serverEnv } from './env';

/** The services of this server process, created on first use from `serverEnv`. */
export function getAppServices(): CreatedAppServices {
  return holdAppServices(() =>
    createAppServices(serverEnv, { startPgliteThread: startBundledPgliteThread }),
  );
}
