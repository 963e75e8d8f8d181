import { systemClock, type Clock } from './clock.js';
import { startHttpServer } from './http/start-http-server.js';
import { startSmtpServer } from './smtp/start-smtp-server.js';
import { MessageJournal } from './store/message-journal.js';
import { MessageStore } from './store/message-store.js';
import { DEFAULT_TIMEOUTS, type MailboxTimeouts } from './timeouts.js';

export interface MailboxOptions {
  host?: string;
  /** 0 picks a free port. */
  smtpPort?: number;
  /** 0 picks a free port. */
  httpPort?: number;
  /** How many of the newest messages are kept. */
  maxMessages?: number;
  /** Where messages survive restarts; memory only when unset. */
  dataDir?: string;
  maxMessageBytes?: number;
  clock?: Clock;
  /** Any left out keep their default (DEFAULT_TIMEOUTS). */
  timeouts?: Partial<MailboxTimeouts>;
}

export interface RunningMailbox {
  smtpPort: number;
  httpPort: number;
  /** `smtp://HOST:PORT` */
  smtpUrl: string;
  /** `http://HOST:PORT` */
  httpUrl: string;
  close(): Promise<void>;
}

export const MAILBOX_DEFAULTS = {
  host: '127.0.0.1',
  smtpPort: 1025,
  httpPort: 8025,
  maxMessages: 1_000,
  maxMessageBytes: 10 * 1024 * 1024,
} as const;

export async function startMailbox(options: MailboxOptions = {}): Promise<RunningMailbox> {
  const host = options.host ?? MAILBOX_DEFAULTS.host;
  const maxMessages = options.maxMessages ?? MAILBOX_DEFAULTS.maxMessages;
  const maxMessageBytes = options.maxMessageBytes ?? MAILBOX_DEFAULTS.maxMessageBytes;
  requirePositiveInteger('maxMessages', maxMessages);
  requirePositiveInteger('maxMessageBytes', maxMessageBytes);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  for (const [name, value] of Object.entries(timeouts)) requirePositiveInteger(name, value);

  const store = await openStore(maxMessages, options.dataDir);
  const smtp = await startSmtpServer({
    host,
    port: options.smtpPort ?? MAILBOX_DEFAULTS.smtpPort,
    maxMessageBytes,
    store,
    clock: options.clock ?? systemClock,
    idleTimeoutMs: timeouts.smtpIdleMs,
  });
  const smtpUrl = `smtp://${hostForUrl(host)}:${smtp.port}`;
  const http = await startHttpServer({
    host,
    port: options.httpPort ?? MAILBOX_DEFAULTS.httpPort,
    store,
    smtpUrl,
    timeouts,
  }).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  return {
    smtpPort: smtp.port,
    httpPort: http.port,
    smtpUrl,
    httpUrl: `http://${hostForUrl(host)}:${http.port}`,
    close: async () => {
      await Promise.all([smtp.close(), http.close()]);
    },
  };
}

async function openStore(maxMessages: number, dataDir: string | undefined): Promise<MessageStore> {
  if (dataDir === undefined) return new MessageStore([], maxMessages);
  const { journal, messages } = await MessageJournal.open(dataDir, maxMessages);
  return new MessageStore(messages, maxMessages, journal);
}

function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1, got ${value}`);
  }
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
