import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler, type RequestHandlerOptions } from './handle-request.js';

export interface RunningHttpServer {
  port: number;
  close(): Promise<void>;
}

export async function startHttpServer(
  options: RequestHandlerOptions & { host: string; port: number },
): Promise<RunningHttpServer> {
  const server = createServer(createRequestHandler(options));
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
