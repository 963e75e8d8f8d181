/**
 * A web server process for tests of what a process does (graceful shutdown): the app's services
 * from the environment, as `server.ts` makes them, serving `/api/trpc` through the production
 * HTTP server, with `server.ts`'s signal handling. Next.js itself is left out, so no build is
 * needed. Run with `node --conditions=react-server --import tsx` (so `server-only` loads).
 */
import type { AddressInfo } from 'node:net';
import { closeHeldAppServices, holdAppServices } from '../app-services-holder';
import { parseServerEnv } from '../config/parse-server-env';
import { createAppServices } from '../create-app-services';
import { stopGracefullyOnSignals } from '../http/stop-on-signals';
import { createApiServer } from './serve-api-over-http';

const services = holdAppServices(() => createAppServices(parseServerEnv(process.env)));
await services.database();
const server = createApiServer(services);
stopGracefullyOnSignals({ server, graceInMs: 30_000, closeAfterRequests: closeHeldAppServices });
server.listen(0, '127.0.0.1', () => {
  console.log(`[web] ready on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
