import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { createWebServer, type WebServerOptions } from '../http/create-web-server';

/**
 * For a test file of our web server: returns a function that starts one on a free port of
 * 127.0.0.1 and answers its port. Every server started so is closed after each test.
 */
export function webServersForTests(): (options: WebServerOptions) => Promise<number> {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  return async (options) => {
    const server = createWebServer(options);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
}
