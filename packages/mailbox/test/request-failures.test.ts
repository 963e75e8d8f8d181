import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../src/clock.js';
import { startHttpServer } from '../src/http/start-http-server.js';
import type { StoredMessage } from '../src/message-schema.js';
import { startSmtpServer } from '../src/smtp/start-smtp-server.js';
import { MessageStore } from '../src/store/message-store.js';
import { DEFAULT_TIMEOUTS } from '../src/timeouts.js';
import { sendMail } from './helpers.js';
import { openRawConnection, waitUntil } from './raw-connection.js';

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** A store whose listing fails the way an unforeseen bug would: with a synchronous throw. */
class BrokenStore extends MessageStore {
  override list(): never {
    throw new Error('listing exploded');
  }
}

/** A store whose first write fails, as a full disk would make it. */
class FailingOnceStore extends MessageStore {
  #failed = false;
  override async add(message: StoredMessage): Promise<void> {
    if (this.#failed) return super.add(message);
    this.#failed = true;
    throw new Error('disk full');
  }
}

describe('a request that fails inside the mail catcher', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 with a request id, logs the same id, and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startHttpServer({
      host: '127.0.0.1',
      port: 0,
      store: new BrokenStore([], 10),
      smtpUrl: 'smtp://127.0.0.1:1025',
      timeouts: DEFAULT_TIMEOUTS,
    });
    const baseUrl = `http://127.0.0.1:${server.port}`;
    try {
      const api = await fetch(`${baseUrl}/api/v1/messages`);
      expect(api.status).toBe(500);
      const body = (await api.json()) as { error: string; requestId: string };
      expect(body).toEqual({ error: 'Internal error', requestId: expect.any(String) });
      expect(api.headers.get('x-request-id')).toBe(body.requestId);
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`request ${body.requestId} GET /api/v1/messages failed`),
        expect.objectContaining({ message: 'listing exploded' }),
      );

      const page = await fetch(`${baseUrl}/`);
      expect(page.status).toBe(500);
      expect(await page.text()).toContain(page.headers.get('x-request-id') ?? 'missing id');

      // The same server still answers requests that do not touch the broken listing.
      expect((await fetch(`${baseUrl}/api/v1/message/unknown`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('does not end the mailbox process when the request target cannot be parsed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cliPath], {
      env: { ...process.env, MAILBOX_SMTP_PORT: '0', MAILBOX_HTTP_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let exited = false;
    const exit = once(child, 'exit').then(() => (exited = true));
    try {
      await waitUntil(() => stdout.includes('inbox and API on http://'), 15_000, 'the mailbox');
      const httpUrl = /on (http:\/\/\S+)/.exec(stdout)?.[1] ?? '';

      // `//` is a valid request target that the WHATWG URL parser refuses as a relative URL.
      const connection = await openRawConnection(httpUrl);
      connection.socket.write('GET // HTTP/1.1\r\nHost: mailbox.test\r\nConnection: close\r\n\r\n');
      await waitUntil(connection.isClosed, 5_000, 'an answer to GET //');
      expect(connection.received()).toMatch(/^HTTP\/1\.1 404 /);

      expect((await fetch(`${httpUrl}/api/v1/messages`)).status).toBe(200);
      expect(exited, stderr).toBe(false);
    } finally {
      child.kill('SIGTERM');
      await exit;
    }
  });

  it('answers an SMTP message it fails to store with 451 and a reference, and accepts the next', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new FailingOnceStore([], 10);
    const server = await startSmtpServer({
      host: '127.0.0.1',
      port: 0,
      maxMessageBytes: 1024 * 1024,
      store,
      clock: systemClock,
      idleTimeoutMs: DEFAULT_TIMEOUTS.smtpIdleMs,
    });
    const smtpUrl = `smtp://127.0.0.1:${server.port}`;
    try {
      const refused = await sendMail(smtpUrl, { to: 'a@example.test', text: 'one' }).catch(
        (error: unknown) => error as { responseCode?: number; response?: string },
      );
      expect(refused).toMatchObject({ responseCode: 451 });
      const reference = /reference ([\w-]+)/.exec(String(refused?.response))?.[1];
      expect(reference).toBeDefined();
      expect(String(refused?.response)).not.toContain('disk full');
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining(`SMTP message ${reference} could not be stored`),
        expect.objectContaining({ message: 'disk full' }),
      );

      await sendMail(smtpUrl, { to: 'a@example.test', text: 'two' });
      expect(store.total).toBe(1);
    } finally {
      await server.close();
    }
  });
});
