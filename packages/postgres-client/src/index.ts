// One file with no relative imports: Next.js's bundler takes a workspace package's `./x.js`
// specifiers literally and would not find `./x.ts`.
import net from 'node:net';
import postgres from 'postgres';

/** The connections each server process opens (README, "Running several instances"). */
export const POOL_SIZE = 10;

export interface PostgresClientOptions {
  /**
   * Connections in the pool, `POOL_SIZE` unless given; postgres.js pipelines further queries
   * onto busy ones.
   */
  max?: number;
}

/**
 * A postgres.js pool for a server of this project: notices are not printed, and every
 * connection's socket sends each query as soon as it is written (`connectWithoutDelay`).
 */
export function openPostgresClient(databaseUrl: string, options: PostgresClientOptions = {}) {
  // `socket` is a postgres.js option that its type definitions leave out; passed in a variable
  // rather than a literal, it is not refused as an unknown property.
  const clientOptions = {
    max: options.max ?? POOL_SIZE,
    onnotice: () => undefined,
    socket: connectWithoutDelay(),
  };
  return postgres(databaseUrl, clientOptions);
}

/** What postgres.js passes to its `socket` option: the connection string already parsed. */
export interface ParsedConnectionOptions {
  host: string[];
  port: number[];
  /** A Unix-domain socket's path, when the host is a directory. */
  path: string | false;
}

/**
 * The socket postgres.js expects back; it reads `host` for TLS's server name. `_host` is Node's
 * own record of the name a socket was connected to (see `connectWithoutDelay`).
 */
export type PostgresSocket = net.Socket & { host?: string; port?: number; _host?: string | null };

/**
 * A socket factory for postgres.js that turns Nagle's algorithm off on TCP connections.
 *
 * Node leaves it on, and postgres.js pipelines: under load it writes a query onto a connection
 * whose previous query is still unanswered. With Nagle on, that small write waits until the
 * server acknowledges the previous one, which Linux may delay by up to 40 ms; at 64 concurrent
 * requests those waits added tens of milliseconds to `user.me`'s 99th percentile (decision 032).
 * PostgreSQL turns it off on its own side.
 *
 * The socket is returned while it connects: postgres.js starts its connect timeout, then writes
 * its first message, which Node holds until the connection is open. Several hosts are tried in
 * turn, one per connection attempt, as postgres.js itself does.
 *
 * With `sslmode=verify-full`, postgres.js gives TLS the host as the server name, but no server
 * name for an address (SNI has none), and Node then checks the certificate against the name the
 * socket records, which it leaves empty for an address, and so against `localhost`. Recording
 * the address makes the certificate's addresses the ones checked (decision 035).
 */
export function connectWithoutDelay(): (options: ParsedConnectionOptions) => PostgresSocket {
  let attempt = 0;
  return (options) => {
    const socket: PostgresSocket = new net.Socket();
    if (options.path) return socket.connect(options.path);
    const index = attempt++ % options.host.length;
    const host = options.host[index] ?? 'localhost';
    const port = options.port[index] ?? 5432;
    socket.setNoDelay(true);
    socket.host = host;
    socket.port = port;
    socket.connect(port, host);
    if (net.isIP(host)) socket._host = host;
    return socket;
  };
}
