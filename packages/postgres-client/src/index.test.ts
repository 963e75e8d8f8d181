import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWithoutDelay, openPostgresClient } from './index.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server that counts the connections it accepts on `address` (a port or a socket path). */
async function listening(address: number | string) {
  const accepted: net.Socket[] = [];
  const server = net.createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) =>
    typeof address === 'string'
      ? server.listen(address, resolve)
      : server.listen(0, '127.0.0.1', resolve),
  );
  cleanups.push(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const port = typeof address === 'string' ? 0 : (server.address() as net.AddressInfo).port;
  return { accepted, port, server };
}

function opened(socket: net.Socket) {
  cleanups.push(() => void socket.destroy());
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
}

it('connects to the hosts in turn, one per attempt, with Nagle off and the host kept for TLS', async () => {
  const first = await listening(0);
  const second = await listening(0);
  const setNoDelay = vi.spyOn(net.Socket.prototype, 'setNoDelay');
  const connect = connectWithoutDelay();
  const options = {
    host: ['127.0.0.1', '127.0.0.1'],
    port: [first.port, second.port],
    path: false as const,
  };

  const sockets = [connect(options), connect(options), connect(options)];
  await Promise.all(sockets.map(opened));

  expect(sockets.map((socket) => [socket.host, socket.port])).toEqual([
    ['127.0.0.1', first.port],
    ['127.0.0.1', second.port],
    ['127.0.0.1', first.port],
  ]);
  expect(sockets.map((socket) => socket.remotePort)).toEqual([first.port, second.port, first.port]);
  expect(setNoDelay.mock.calls).toEqual([[true], [true], [true]]);
});

it('uses a Unix-domain socket when postgres.js gives a path', async () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'postgres-client-'));
  cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
  const socketPath = path.join(directory, '.s.PGSQL.5432');
  const { server } = await listening(socketPath);
  const accepted = once(server, 'connection');

  const socket = connectWithoutDelay()({ host: ['127.0.0.1'], port: [1], path: socketPath });
  await opened(socket);

  // The server at that path accepted it (a socket connected anywhere else never resolves this).
  await expect(accepted).resolves.toHaveLength(1);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('openPostgresClient on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('answers queries pipelined onto busy connections, over sockets with Nagle off', async () => {
    const setNoDelay = vi.spyOn(net.Socket.prototype, 'setNoDelay');
    const sql = openPostgresClient(serverUrl!, { max: 2 });
    try {
      const numbers = Array.from({ length: 40 }, (_, index) => index);
      const answers = await Promise.all(
        numbers.map(async (number) => (await sql`select ${number}::int as number`)[0]?.number),
      );
      expect(answers).toEqual(numbers);
      // Both connections of the pool were opened for the first two queries.
      expect(setNoDelay.mock.calls.filter(([enable]) => enable === true)).toHaveLength(2);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });

  it('goes on to the next host of the connection string when one refuses', async () => {
    const refusing = await closedPort();
    const url = new URL(serverUrl!);
    const credentials = url.password ? `${url.username}:${url.password}` : url.username;
    const both = `postgres://${credentials}@127.0.0.1:${refusing},${url.host}${url.pathname}${url.search}`;
    const sql = openPostgresClient(both, { max: 1 });
    try {
      const rows = await sql`select 1 as one`;
      expect(rows[0]?.one).toBe(1);
    } finally {
      await sql.end({ timeout: 5 });
    }
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
