import type { Socket } from 'node:net';

/** Longer than any command or answer the channel carries; more is refused, not buffered. */
const MAX_LINE_BYTES = 64 * 1024;

/** The first line the peer sends (without its newline); undefined if it ends or sends too much first. */
export function readOneLine(socket: Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    let received = '';
    const finish = (line: string | undefined) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end >= 0) finish(received.slice(0, end));
      else if (received.length > MAX_LINE_BYTES) finish(undefined);
    };
    const onEnd = () => finish(undefined);
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('close', onEnd);
  });
}
