// One file with no relative imports, like the other shared packages: only `server.ts` (run by
// tsx) uses it today, but Next.js's bundler, should it ever take it in, reads a workspace
// package's `./x.js` specifiers literally and would not find `./x.ts`.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface RequestDrain {
  /**
   * Stops accepting connections, closes idle ones at once, lets requests in flight finish (each
   * answered with `Connection: close`), and after `graceInMs` closes whatever is left.
   * Resolves when every connection is closed.
   */
  drain(graceInMs: number): Promise<void>;
}

/**
 * Follows the requests `server` is handling, for a graceful stop: Node's `close()` only stops
 * accepting and would wait for kept-alive connections to time out.
 */
export function trackRequests(server: Server): RequestDrain {
  const sockets = new Set<Socket>();
  const inFlight = new Map<ServerResponse, Socket>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(response, request.socket);
    if (draining) closeAfterAnswering(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (draining && !isBusy(request.socket)) request.socket.end();
    });
  });

  const isBusy = (socket: Socket) => [...inFlight.values()].includes(socket);

  return {
    async drain(graceInMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const response of inFlight.keys()) closeAfterAnswering(response);
      // Idle connections, and ones still sending a request's head, have nothing in flight.
      for (const socket of sockets) if (!isBusy(socket)) socket.destroy();
      const timer = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, graceInMs);
      await closed;
      clearTimeout(timer);
    },
  };
}

function closeAfterAnswering(response: ServerResponse) {
  if (!response.headersSent) response.setHeader('connection', 'close');
}
