import type { z } from 'zod';
import {
  mailMessageSchema,
  messageListSchema,
  type MailMessage,
  type MessageSummary,
} from './message-schema.js';
import { describeMessage, matchesQuery, type MessageQuery } from './message-query.js';

export type { MessageQuery } from './message-query.js';

export interface MailboxClient {
  /** Newest first. */
  list(): Promise<MessageSummary[]>;
  /** Throws when there is no message with this id. */
  get(id: string): Promise<MailMessage>;
  clear(): Promise<void>;
  /** Polls until a matching message arrives; throws after `timeoutMs` (default 10 s). */
  waitForMessage(query: MessageQuery & { timeoutMs?: number }): Promise<MailMessage>;
}

const POLL_INTERVAL_MS = 50;
const DEFAULT_TIMEOUT_MS = 10_000;

export function createMailboxClient(httpUrl: string): MailboxClient {
  const base = httpUrl.replace(/\/+$/, '');

  async function request<T>(path: string, schema: z.ZodType<T>, method = 'GET'): Promise<T> {
    const response = await fetchAgainIfReset(`${base}${path}`, method);
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new Error(
        `Mailbox ${method} ${path} failed with ${response.status}: ${JSON.stringify(body)}`,
      );
    }
    return schema.parse(body);
  }

  const list = async () => (await request('/api/v1/messages', messageListSchema)).messages;
  const get = (id: string) =>
    request(`/api/v1/message/${encodeURIComponent(id)}`, mailMessageSchema);

  return {
    list,
    get,
    clear: async () => {
      await fetchAgainIfReset(`${base}/api/v1/messages`, 'DELETE').then(requireOk);
    },
    waitForMessage: async ({ timeoutMs = DEFAULT_TIMEOUT_MS, ...query }) => {
      const deadline = Date.now() + timeoutMs;
      let seen: MessageSummary[] = [];
      for (;;) {
        seen = await list();
        const match = seen.find((message) => matchesQuery(message, query));
        if (match !== undefined) return get(match.ID);
        if (Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
      throw new Error(timeoutMessage(query, timeoutMs, seen));
    },
  };
}

/**
 * Every request of this client can be sent twice with the same effect (reads, and clearing the
 * mailbox). A kept-alive connection that the server closes just as it is reused fails with a
 * reset before any answer; such a request is sent once more, on a new connection.
 */
async function fetchAgainIfReset(url: string, method: string): Promise<Response> {
  try {
    return await fetch(url, { method });
  } catch (error) {
    if (!wasReset(error)) throw error;
    return fetch(url, { method });
  }
}

/** `fetch failed`, caused by the connection being reset or closed before the answer. */
function wasReset(error: unknown): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET';
}

async function requireOk(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`Mailbox request failed with ${response.status}`);
}

function timeoutMessage(query: MessageQuery, timeoutMs: number, seen: MessageSummary[]): string {
  const wanted = [
    `to ${query.to}`,
    query.subject === undefined ? '' : `with subject matching ${String(query.subject)}`,
    query.since === undefined ? '' : `received since ${query.since.toISOString()}`,
  ].filter(Boolean);
  const shown = seen.slice(0, 10).map((message) => `  - ${describeMessage(message)}`);
  const more = seen.length > shown.length ? [`  … and ${seen.length - shown.length} more`] : [];
  const saw = seen.length === 0 ? 'The mailbox is empty.' : `It holds ${seen.length}:`;
  return [`No message ${wanted.join(' ')} within ${timeoutMs} ms. ${saw}`, ...shown, ...more].join(
    '\n',
  );
}
