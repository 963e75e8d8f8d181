import { createServer } from 'node:net';

/**
 * A port nothing listens on right now on `host`, for servers that must know their URL before
 * they start. Another process may take it before the caller binds it; binding then fails.
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
