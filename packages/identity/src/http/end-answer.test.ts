import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endAnswer } from './end-answer.js';
import { maximumBodyInBytes, readBody } from './read-body.js';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** Reads bodies as the identity server does; a refused one is answered through `endAnswer`. */
async function startServer(lingerMs?: number) {
  const started = createServer((request, response) => {
    readBody(request).then(
      (body) => response.end(`read ${Buffer.byteLength(body)}`),
      () => {
        const text = 'too large';
        response.writeHead(413, { 'content-length': Buffer.byteLength(text) });
        endAnswer(response, text, lingerMs);
      },
    );
  });
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  server = started;
  return (started.address() as AddressInfo).port;
}

/** A raw connection that records what the server sends and how the connection ends. */
async function openConnection(port: number) {
  const socket = await new Promise<Socket>((resolve) => {
    const opened = connect(port, '127.0.0.1', () => resolve(opened));
  });
  let received = '';
  const errors: string[] = [];
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', (error) => errors.push(error.message));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answers = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (completeAnswers(received).length < count) return;
        socket.off('data', check);
        resolve();
      };
      socket.on('data', check);
      check();
    });
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) =>
      socket.write(data, (error) => (error ? reject(error) : resolve())),
    );
  return { socket, errors, ended, answers, write, received: () => completeAnswers(received) };
}

/** Each complete answer (head and Content-Length body) in what was received, as `status body`. */
function completeAnswers(text: string): string[] {
  const answers: string[] = [];
  let rest = text;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) return answers;
    const head = rest.slice(0, headEnd);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (rest.length < headEnd + 4 + length) return answers;
    const status = head.split(' ')[1];
    answers.push(`${status} ${rest.slice(headEnd + 4, headEnd + 4 + length)}`);
    rest = rest.slice(headEnd + 4 + length);
  }
}

const head = (length: number, connection: 'close' | 'keep-alive') =>
  `POST / HTTP/1.1\r\nHost: localhost\r\nConnection: ${connection}\r\nContent-Length: ${length}\r\n\r\n`;

describe('a refused body', () => {
  it('is answered before it is sent, and a client that asked to close can still send it all', async () => {
    // Lingering long enough for any machine: the connection closes when the body has ended.
    const port = await startServer(60_000);
    const length = 3 * maximumBodyInBytes;
    const connection = await openConnection(port);
    await connection.write(head(length, 'close'));
    await connection.answers(1);
    // Closing right after the answer would reset the connection under these writes (EPIPE).
    for (let sent = 0; sent < length; sent += 64 * 1024) {
      await connection.write(Buffer.alloc(Math.min(64 * 1024, length - sent), 120));
    }
    await connection.ended;
    expect(connection.errors).toEqual([]);
    expect(connection.received()).toEqual(['413 too large']);
  });

  it('over the limit while it is read leaves a kept-alive connection able to answer the next request', async () => {
    const port = await startServer();
    const connection = await openConnection(port);
    // Chunked, so no length is declared: the limit is found while the body is read, and the
    // answer comes before the body has ended.
    const length = maximumBodyInBytes + 4096;
    await connection.write(
      'POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `${length.toString(16)}\r\n${'x'.repeat(length)}`,
    );
    await connection.answers(1);
    await connection.write('\r\n0\r\n\r\n' + head(2, 'close') + '{}');
    await connection.answers(2);
    await connection.ended;
    expect(connection.errors).toEqual([]);
    expect(connection.received()).toEqual(['413 too large', '200 read 2']);
  });

  it('that never ends is not waited for beyond the lingering time', async () => {
    const port = await startServer(50);
    const connection = await openConnection(port);
    await connection.write(head(3 * maximumBodyInBytes, 'close') + '{"a":');
    await connection.ended;
    expect(connection.errors).toEqual([]);
    expect(connection.received()).toEqual(['413 too large']);
  });
});
