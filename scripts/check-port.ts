import { createServer } from 'node:net';

/**
 * Listens on host:port for a moment and lets go, so a port already in use is reported with
 * the listen error itself (`EADDRINUSE`, address, port) before the part is started in a child
 * process, whose own words about it would be harder to pass on. Port 0 is always free.
 */
export async function ensurePortIsFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
