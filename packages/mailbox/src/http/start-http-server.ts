import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MailboxTimeouts } from '../timeouts.js';
import { createRequestHandler, type RequestHandlerOptions } from './handle-request.js';

export interface RunningHttpServer {
  port: number;
  close(): Promise<void>;
}

export async function startHttpServer(
  options: RequestHandlerOptions & { host: string; port: number; timeouts: MailboxTimeouts },
): Promise<RunningHttpServer> {
  const { timeouts } = options;
  const server = createServer(
    {
      headersTimeout: timeouts.httpHeadersMs,
      requestTimeout: timeouts.httpRequestMs,
      keepAliveTimeout: timeouts.httpKeepAliveMs,
      // Node enforces the header and request deadlines only when it checks (every 30 s by
      // default), which would stretch a 10 s deadline to 40 s.
      connectionsCheckingInterval: 1_000,
    },
    createRequestHandler(options),
  );
  server.setTimeout(timeouts.httpIdleMs);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive connections from polling clients would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
