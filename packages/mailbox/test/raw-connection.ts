import { connect, type Socket } from 'node:net';

/**
 * A plain TCP client for tests that need to misbehave in ways fetch and nodemailer never do:
 * send a request byte by byte, or say nothing at all. Collects what the server answers.
 */
export interface RawConnection {
  socket: Socket;
  received(): string;
  /** Resolves when the server closes the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
}

export async function openRawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let isClosed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  // A reset is one of the ways a server hangs up on a slow client.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  return { socket, received: () => received, closed, isClosed: () => isClosed };
}

/** Writes `text` one byte every `intervalMs` until it is all sent or the server hangs up. */
export function trickle(connection: RawConnection, text: string, intervalMs: number): () => number {
  let sent = 0;
  const timer = setInterval(() => {
    if (connection.isClosed() || sent >= text.length) return clearInterval(timer);
    connection.socket.write(text.charAt(sent));
    sent += 1;
  }, intervalMs);
  void connection.closed.then(() => clearInterval(timer));
  return () => sent;
}

/** Resolves when `predicate` holds, checking every 20 ms; rejects after `timeoutMs`. */
export async function waitUntil(
  predicate: () => boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
