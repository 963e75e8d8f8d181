/**
 * The web app's server: Next.js's request handler behind our own Node HTTP server, which
 * bounds the time for headers, for a whole request and for idle kept-alive connections, and
 * records each request's peer address (`src/server/http/`). In production it answers the tRPC
 * API (`/api/trpc`) itself, without Next.js's routing (decision 026). `next start` can set none
 * of this but the keep-alive time, and leaves a client's own `X-Forwarded-For` in place. On
 * SIGTERM it finishes the requests in flight, then closes Next.js and the database
 * (`stop-on-signals.ts`).
 * With the embedded database it also serves `npm run admin` on a Unix domain socket in the data
 * directory (`src/server/admin-access/`), removed when it stops.
 *
 * `npm start -w @steadfast/web` runs it on the production build; `--dev` runs `next dev` inside.
 */
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeHeldAppServices } from './src/server/app-services-holder';
import { createWebServer, type RequestHandler } from './src/server/http/create-web-server';
import { findFreePort } from './src/server/http/free-port';
import { createSignedOutDocuments } from './src/server/http/signed-out-documents';
import { createCompressedStaticFiles } from './src/server/http/compressed-static-files';
import { stopGracefullyOnSignals } from './src/server/http/stop-on-signals';
import { parseWebServerEnv, type WebServerEnv } from './src/server/http/web-server-env';

const dev = process.argv.includes('--dev');
const dir = path.dirname(fileURLToPath(import.meta.url));

function stopWith(error: unknown): never {
  console.error(`[web] cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let env: WebServerEnv;
try {
  env = parseWebServerEnv(process.env);
} catch (error) {
  stopWith(error);
}

// As `next start` and `next dev` do; React and Next read it when they load, so before the import.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });
const { default: next } = await import('next');

// The API's handler, set once the app's modules are loaded (below), before the server listens.
const loaded: { answerApiRequest?: RequestHandler } = {};
function apiHandler(): RequestHandler {
  if (!loaded.answerApiRequest) throw new Error('the API was asked before it was loaded');
  return loaded.answerApiRequest;
}
const server = createWebServer({
  handle: (request, response) => handle(request, response),
  // The API without Next.js's routing (decision 026); under `next dev` its route answers, so a
  // change to a procedure shows without a restart.
  api: dev ? undefined : (request, response) => apiHandler()(request, response),
  timeouts: env.timeouts,
  // `next dev` rebuilds pages as their sources change; a kept copy would hide the change.
  signedOutDocuments: dev ? undefined : createSignedOutDocuments(),
  // Under `next dev` the files change with their sources.
  staticFiles: dev ? undefined : createCompressedStaticFiles(),
});
// PORT=0 leaves the port to the system, but Next.js must be told the port it is reached on: it
// takes a rewrite to another origin for a proxy, and the rewrite of `/admin` to the not-found
// page for anyone but an administrator would become one (and fail). So the port is chosen first.
const port = env.port === 0 ? await findFreePort(env.host ?? '0.0.0.0') : env.port;
const app = next({
  dev,
  dir,
  hostname: env.host ?? 'localhost',
  port,
  httpServer: server,
});
const handle = app.getRequestHandler();

await app.prepare().catch(stopWith);

// The API's and the admin channel's modules are server modules; Next.js's start-up has created
// the services whose database they use.
register('./src/server/http/server-only-resolve-hook.mjs', import.meta.url);
const { createApiRequestHandler } = await import('./src/server/api/api-request-handler');
loaded.answerApiRequest = createApiRequestHandler();
const { startAdminChannelOfWebServer } =
  await import('./src/server/admin-access/start-with-web-server');
const adminChannel = await startAdminChannelOfWebServer(process.env).catch(stopWith);
server.on('error', stopWith);
server.listen(port, env.host, () => {
  const shown = !env.host || env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  console.log(`[web] ready on http://${shown}:${port} (${dev ? 'development' : 'production'})`);
});

stopGracefullyOnSignals({
  server,
  // A client holding a request open cannot keep the process alive past the request timeout.
  graceInMs: env.timeouts.requestInMs,
  // Next.js finishes its own work (`after`, caches); then background work (username
  // reminders) and the database connection of the app's services.
  closeAfterRequests: async () => {
    await adminChannel?.close();
    await app.close();
    await closeHeldAppServices();
  },
});
