import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectWithoutDelay, openPostgresClient } from './index.js';
import { selfSignedCertificate, startTlsProxy } from './testing/tls-proxy.js';

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

  it('opens new connections once the server has ended the ones it had (a restart, a failover)', async () => {
    // The pool's sockets: each has Nagle turned off once, as it is opened.
    const setNoDelay = vi.spyOn(net.Socket.prototype, 'setNoDelay');
    const sockets = () => setNoDelay.mock.contexts as net.Socket[];
    const sql = openPostgresClient(serverUrl!, { max: 2 });
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => undefined });
    try {
      const backend = () => sql`select pg_backend_pid() as pid, pg_sleep(0.02)`;
      const before = (await Promise.all([backend(), backend()])).map((rows) => rows[0]?.pid);
      expect(new Set(before).size).toBe(2);
      const opened = sockets().slice();
      expect(opened).toHaveLength(2);

      const closed = opened.map((socket) => once(socket, 'close'));
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${admin(before)}`;
      await Promise.all(closed);

      const after = (await Promise.all([backend(), backend()])).map((rows) => rows[0]?.pid);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);
      expect(sockets()).toHaveLength(4);
    } finally {
      await sql.end({ timeout: 5 });
      await admin.end({ timeout: 5 });
    }
  });

  describe('over TLS, through a proxy that adds TLS in front of the server', () => {
    /** The test server's connection string, through `port` on `localhost`, with `query`. */
    function throughProxy(port: number, query: string) {
      const url = new URL(serverUrl!);
      url.host = `localhost:${port}`;
      url.search = query;
      return url.toString();
    }

    /** A proxy whose certificate names `localhost` (by default) and nothing else. */
    async function proxyInFront(
      names: Parameters<typeof selfSignedCertificate>[0] = [{ type: 'dns', value: 'localhost' }],
    ) {
      const certificate = await selfSignedCertificate(names);
      const target = new URL(serverUrl!);
      const proxy = await startTlsProxy(
        { host: target.hostname, port: Number(target.port || 5432) },
        certificate,
      );
      cleanups.push(() => proxy.close());
      return { certificate, proxy };
    }

    /** Runs `select 1` in a new Node process that also trusts `certificate` (as its CA). */
    async function queryTrusting(certificate: { certPem: string }, url: string) {
      const directory = mkdtempSync(path.join(tmpdir(), 'postgres-client-ca-'));
      cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
      const caFile = path.join(directory, 'ca.pem');
      writeFileSync(caFile, certificate.certPem);
      const script = fileURLToPath(new URL('./testing/query-once.ts', import.meta.url));
      const { stdout } = await runFile(process.execPath, ['--import', 'tsx', script, url], {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      });
      return JSON.parse(stdout) as unknown;
    }

    it('encrypts with sslmode=require, naming the host to the server', async () => {
      const { proxy } = await proxyInFront();
      const sql = openPostgresClient(throughProxy(proxy.port, 'sslmode=require'), { max: 1 });
      try {
        const rows = await sql`select 1 as one`;
        expect(rows[0]?.one).toBe(1);
      } finally {
        await sql.end({ timeout: 5 });
      }
      expect(proxy.seen.sslRequests).toBe(1);
      expect(proxy.seen.handshakes).toEqual(['localhost']);
      expect(proxy.seen.forwardedBytes).toBeGreaterThan(0);
    });

    it('refuses, with sslmode=verify-full, a server whose certificate no trusted CA signed, before sending anything', async () => {
      const { proxy } = await proxyInFront();
      const sql = openPostgresClient(throughProxy(proxy.port, 'sslmode=verify-full'), { max: 1 });
      try {
        await expect(sql`select 1 as one`).rejects.toMatchObject({
          code: 'DEPTH_ZERO_SELF_SIGNED_CERT',
        });
      } finally {
        await sql.end({ timeout: 5 });
      }
      expect(proxy.seen.sslRequests).toBeGreaterThan(0);
      expect(proxy.seen.handshakes).toEqual([]);
      expect(proxy.seen.forwardedBytes).toBe(0);
    });

    it('verifies the server, with sslmode=verify-full, against a CA given in NODE_EXTRA_CA_CERTS (as for Amazon RDS)', async () => {
      const { certificate, proxy } = await proxyInFront();
      const url = throughProxy(proxy.port, 'sslmode=verify-full');
      await expect(queryTrusting(certificate, url)).resolves.toEqual({ one: 1 });
      expect(proxy.seen.handshakes).toEqual(['localhost']);

      // The certificate names localhost, not its address: reached by address, it is refused.
      const byAddress = new URL(url);
      byAddress.hostname = '127.0.0.1';
      await expect(queryTrusting(certificate, byAddress.toString())).resolves.toEqual({
        error: 'ERR_TLS_CERT_ALTNAME_INVALID',
      });
      expect(proxy.seen.handshakes).toEqual(['localhost']);
    });

    it('checks the address, with sslmode=verify-full, when the connection string names one', async () => {
      const { certificate, proxy } = await proxyInFront([{ type: 'ip', value: '127.0.0.1' }]);
      const byAddress = new URL(throughProxy(proxy.port, 'sslmode=verify-full'));
      byAddress.hostname = '127.0.0.1';
      await expect(queryTrusting(certificate, byAddress.toString())).resolves.toEqual({ one: 1 });
      // TLS sends no server name for an address.
      expect(proxy.seen.handshakes).toEqual([false]);

      // Reached by name, the same certificate is refused: it names only the address.
      await expect(
        queryTrusting(certificate, throughProxy(proxy.port, 'sslmode=verify-full')),
      ).resolves.toEqual({ error: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    });
  });
});

const runFile = promisify(execFile);

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
