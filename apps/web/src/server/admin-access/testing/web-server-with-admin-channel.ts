/**
 * A web server process as `server.ts` runs one on the embedded database, for the admin
 * command's tests: the app's services, `/api/trpc` behind the production HTTP server, and the
 * admin channel, closed on SIGTERM. Next.js is left out, so no build is needed. Run with
 * `node --conditions=react-server --import tsx`.
 */
import type { AddressInfo } from 'node:net';
import { closeHeldAppServices, holdAppServices } from '../../app-services-holder';
import { parseServerEnv } from '../../config/parse-server-env';
import { createAppServices } from '../../create-app-services';
import { stopGracefullyOnSignals } from '../../http/stop-on-signals';
import { createApiServer } from '../../testing/serve-api-over-http';
import { startAdminChannelOfWebServer } from '../start-with-web-server';

const services = holdAppServices(() => createAppServices(parseServerEnv(process.env)));
await services.database();
const adminChannel = await startAdminChannelOfWebServer(process.env);
const server = createApiServer(services);
stopGracefullyOnSignals({
  server,
  graceInMs: 30_000,
  closeAfterRequests: async () => {
    await adminChannel?.close();
    await closeHeldAppServices();
  },
});
server.listen(0, '127.0.0.1', () => {
  console.log(`[web] ready on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
