import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from '../app-services';
import { createApiRequestHandler } from '../api/api-request-handler';
import { createWebServer } from '../http/create-web-server';

export interface ServedApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

/** The production web server (`createWebServer`) answering `/api/trpc` with `services`. */
export function createApiServer(services: AppServices): Server {
  return createWebServer({
    timeouts: { headersInMs: 10_000, requestInMs: 30_000, keepAliveInMs: 5_000 },
    // Next.js is left out: the API is answered as in production, anything else is not found.
    handle: async (_request, response) => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
    },
    api: createApiRequestHandler({ services }),
  });
}

/**
 * Serves `/api/trpc` with `services` on a free port through the production web server
 * (`createWebServer`) and its own API handler, as `server.ts` serves it in production.
 */
export async function serveApiOverHttp(services: AppServices): Promise<ServedApi> {
  const server = createApiServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
