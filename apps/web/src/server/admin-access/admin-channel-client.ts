import { connect } from 'node:net';
import {
  adminChannelAnswer,
  type AdminCommand,
  type AdminCommandResult,
} from './admin-command-protocol';
import { readOneLine } from './read-one-line';

/** Longer than any grant takes, even one that asks the identity service and retries. */
const ANSWER_TIMEOUT_MS = 60_000;

export class AdminChannelError extends Error {
  override name = 'AdminChannelError';
}

/**
 * Sends one command to the web server holding the database. Undefined when no server listens
 * there (no socket, or one left by a server that stopped): the caller opens the database itself.
 */
export async function sendAdminCommand(
  socketPath: string,
  command: AdminCommand,
): Promise<AdminCommandResult | undefined> {
  const socket = connect(socketPath);
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
  if (!connected) return undefined;
  // A failure from here on ends the connection, and with it the wait for the answer line.
  socket.on('error', () => undefined);
  socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
  const answerLine = readOneLine(socket);
  socket.write(`${JSON.stringify(command)}\n`);
  const line = await answerLine;
  socket.destroy();
  let answer;
  try {
    answer = adminChannelAnswer.parse(JSON.parse(line ?? ''));
  } catch {
    throw new AdminChannelError('The web server gave no answer (see its log).');
  }
  if ('error' in answer) throw new AdminChannelError(answer.error);
  return answer.result;
}
