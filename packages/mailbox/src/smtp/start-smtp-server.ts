import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Clock } from '../clock.js';
import type { MessageStore } from '../store/message-store.js';
import { toStoredMessage } from './to-stored-message.js';

export interface SmtpServerOptions {
  host: string;
  port: number;
  maxMessageBytes: number;
  store: MessageStore;
  clock: Clock;
  /** How long a client may stay silent when it is its turn to speak. */
  idleTimeoutMs: number;
}

export interface RunningSmtpServer {
  port: number;
  close(): Promise<void>;
}

// Bounded, so shutting down never hangs on a client that keeps its connection open.
const CLOSE_TIMEOUT_MS = 2_000;

/** A catch-all SMTP server: any sender, any recipient, no TLS, and any credentials or none. */
export async function startSmtpServer(options: SmtpServerOptions): Promise<RunningSmtpServer> {
  const server = new SMTPServer({
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    authOptional: true,
    allowInsecureAuth: true,
    size: options.maxMessageBytes,
    closeTimeout: CLOSE_TIMEOUT_MS,
    // An idle timeout: each byte restarts it, and it never runs while the mailbox is the one
    // still to answer.
    socketTimeout: options.idleTimeoutMs,
    // Clients are local; a reverse DNS lookup per connection would only slow delivery.
    disableReverseLookup: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      receive(stream, session, options).then(
        () => callback(),
        (error: unknown) => callback(toSmtpReply(error)),
      );
    },
  });
  // A broken client connection is that client's problem; it must not crash the mailbox.
  server.on('error', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function receive(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  options: SmtpServerOptions,
): Promise<void> {
  const raw = await readWithinLimit(stream, options.maxMessageBytes);
  if (raw === undefined) {
    throw Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
  }
  const parsed = await simpleParser(raw);
  const envelope = {
    mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
    rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
  };
  await options.store.add(toStoredMessage(parsed, envelope, randomUUID(), options.clock.now()));
}

/**
 * A refusal the client was meant to see (it has a responseCode) goes out as it is; anything
 * else is a fault of the mailbox, logged with a reference the client's reply also carries.
 */
function toSmtpReply(error: unknown): Error {
  if (error instanceof Error && 'responseCode' in error) return error;
  const reference = randomUUID();
  console.error(`mailbox: SMTP message ${reference} could not be stored`, error);
  return Object.assign(
    new Error(`Local error, message not stored; try again (reference ${reference})`),
    { responseCode: 451 },
  );
}

/** The whole message, or undefined once it grows past the limit (still drained to the end). */
async function readWithinLimit(
  stream: SMTPServerDataStream,
  maxBytes: number,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length <= maxBytes) chunks.push(chunk);
  }
  return stream.sizeExceeded || length > maxBytes ? undefined : Buffer.concat(chunks);
}
