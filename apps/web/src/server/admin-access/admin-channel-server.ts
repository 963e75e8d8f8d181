import 'server-only';
import { chmodSync, unlinkSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { adminCommand, type AdminChannelAnswer } from './admin-command-protocol';
import type { AdminCommandServices } from './admin-command-services';
import { readOneLine } from './read-one-line';
import { runAdminCommand } from './run-admin-command';

/** Linux allows 107 bytes in a socket's path, macOS 103. */
const MAX_SOCKET_PATH_BYTES = 103;

export interface AdminChannel {
  close(): Promise<void>;
}

export interface AdminChannelOptions {
  socketPath: string;
  services: AdminCommandServices;
  reportError: (context: string, error: unknown) => void;
}

/**
 * Listens on a Unix domain socket (mode 0600, never a TCP port) for one JSON line per
 * connection, runs the command on this process's database and answers one JSON line. A socket
 * left by a server that did not stop cleanly is replaced.
 */
export async function startAdminChannel(options: AdminChannelOptions): Promise<AdminChannel> {
  if (Buffer.byteLength(options.socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new Error(
      `the admin socket ${options.socketPath} would be longer than Unix allows ` +
        `(${MAX_SOCKET_PATH_BYTES} bytes): set WEB_DATA_DIR to a shorter path.`,
    );
  }
  removeIfPresent(options.socketPath);
  const server = createServer((socket) => void serve(socket, options));
  await listenPrivately(server, options.socketPath);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        removeIfPresent(options.socketPath);
      }),
  };
}

async function serve(socket: Socket, options: AdminChannelOptions): Promise<void> {
  socket.on('error', () => undefined);
  const answer = await answerLine(await readOneLine(socket), options);
  socket.end(`${JSON.stringify(answer)}\n`);
}

async function answerLine(
  line: string | undefined,
  options: AdminChannelOptions,
): Promise<AdminChannelAnswer> {
  if (line === undefined) return { error: 'The admin channel takes one JSON line.' };
  let parsed: ReturnType<typeof adminCommand.safeParse>;
  try {
    parsed = adminCommand.safeParse(JSON.parse(line));
  } catch {
    return { error: 'The admin channel takes one JSON line.' };
  }
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Not a command.' };
  try {
    return { result: await runAdminCommand(options.services, parsed.data) };
  } catch (error) {
    options.reportError('admin command failed', error);
    // Only the server's own user can connect, so the cause (an unreachable identity service) may be said.
    const cause = error instanceof Error ? error.message : String(error);
    return { error: `the web server could not run it: ${cause}`.slice(0, 1000) };
  }
}

/** The socket file is created under a umask that leaves it to its owner alone: no moment of wider access. */
async function listenPrivately(server: Server, socketPath: string): Promise<void> {
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(socketPath, 0o600);
}

function removeIfPresent(socketPath: string): void {
  try {
    unlinkSync(socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
