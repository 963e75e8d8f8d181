import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from '../app-services';
import { handleTrpcRequest } from '../api/handle-trpc-request';
import { createWebServer } from '../http/create-web-server';

export interface ServedApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  close(): Promise<void>;
}

async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', 'http://127.0.0.1'), {
    method,
    headers,
    ...(chunks.length > 0 && method !== 'GET' && method !== 'HEAD'
      ? { body: Buffer.concat(chunks) }
      : {}),
  });
}

async function sendFetchResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** The production web server (`createWebServer`) answering `/api/trpc` with `services`. */
export function createApiServer(services: AppServices): Server {
  return createWebServer({
    timeouts: { headersInMs: 10_000, requestInMs: 30_000, keepAliveInMs: 5_000 },
    handle: async (request, outgoing) => {
      const response = await handleTrpcRequest(await toFetchRequest(request), services);
      await sendFetchResponse(response, outgoing);
    },
  });
}

/**
 * Serves `/api/trpc` with `services` on a free port through the production web server
 * (`createWebServer`), standing in for Next.js's routing with a plain fetch adapter.
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
