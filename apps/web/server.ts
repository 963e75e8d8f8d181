/**
 * The web app's server: Next.js's request handler behind our own Node HTTP server, which
 * bounds the time for headers, for a whole request and for idle kept-alive connections, and
 * records each request's peer address (`src/server/http/`). `next start` can set none of this
 * but the keep-alive time, and leaves a client's own `X-Forwarded-For` in place.
 *
 * `npm start -w @steadfast/web` runs it on the production build; `--dev` runs `next dev` inside.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from './src/server/http/create-web-server';
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

const server = createWebServer({
  handle: (request, response) => handle(request, response),
  timeouts: env.timeouts,
});
const app = next({
  dev,
  dir,
  hostname: env.host ?? 'localhost',
  port: env.port,
  httpServer: server,
});
const handle = app.getRequestHandler();

await app.prepare().catch(stopWith);
server.on('error', stopWith);
server.listen(env.port, env.host, () => {
  const shown = !env.host || env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  console.log(`[web] ready on http://${shown}:${env.port} (${dev ? 'development' : 'production'})`);
});

let stopping = false;
function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  // Finish requests in flight, then let Next.js finish its own work (`after`, caches).
  server.close(() => {
    void app.close().finally(() => process.exit(exitCode));
  });
  server.closeIdleConnections();
  // A client holding a request open cannot keep the process alive past the request timeout.
  setTimeout(() => process.exit(exitCode), env.timeouts.requestInMs).unref();
}
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));
