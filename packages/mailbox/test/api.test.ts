import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailbox, type RunningMailbox } from '../src/index.js';
import { mailMessageSchema, messageListSchema } from '../src/message-schema.js';
import { sendMail } from './helpers.js';

// Parsing with the schemas also checks the wire shape, field by field.
const listOf = async (response: Response) => messageListSchema.parse(await response.json());

describe('Mailpit-compatible HTTP API', () => {
  let mailbox: RunningMailbox;
  const api = (path: string, init?: RequestInit) => fetch(`${mailbox.httpUrl}${path}`, init);

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => mailbox.close());
  beforeEach(async () => {
    await api('/api/v1/messages', { method: 'DELETE' });
  });

  it('listens on free ports and reports its URLs', () => {
    expect(mailbox.smtpPort).toBeGreaterThan(0);
    expect(mailbox.smtpUrl).toBe(`smtp://127.0.0.1:${mailbox.smtpPort}`);
    expect(mailbox.httpUrl).toBe(`http://127.0.0.1:${mailbox.httpPort}`);
  });

  it('lists messages newest first with a total, and honours ?limit=', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await sendMail(mailbox.smtpUrl, {
        to: 'a@example.test',
        subject,
        text: `body of ${subject}`,
      });
    }
    const response = await api('/api/v1/messages');
    expect(response.status).toBe(200);
    const body = await listOf(response);
    expect(body.total).toBe(3);
    expect(body.messages.map((m) => m.Subject)).toEqual(['third', 'second', 'first']);
    expect(body.messages[0]).toMatchObject({
      From: { Name: 'Steadfast', Address: 'no-reply@steadfast.test' },
      To: [{ Name: '', Address: 'a@example.test' }],
      Snippet: 'body of third',
    });
    const created = body.messages[0]?.Created ?? '';
    expect(new Date(created).toISOString()).toBe(created);

    const limited = await listOf(await api('/api/v1/messages?limit=1'));
    expect(limited.messages).toHaveLength(1);
    expect(limited.total).toBe(3);
  });

  it('rejects a limit that is not a positive whole number', async () => {
    for (const limit of ['0', '-1', 'abc', '1.5', '']) {
      const response = await api(`/api/v1/messages?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('limit') });
    }
  });

  it('returns one message with its text and HTML bodies', async () => {
    await sendMail(mailbox.smtpUrl, {
      to: 'Ann Example <ann@example.test>',
      cc: 'carl@example.test',
      bcc: 'hidden@example.test',
      subject: 'Both parts',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
    });
    const [summary] = (await listOf(await api('/api/v1/messages'))).messages;
    const id = summary?.ID ?? '';
    const message = mailMessageSchema.parse(await (await api(`/api/v1/message/${id}`)).json());
    expect(message).toMatchObject({
      ID: id,
      From: { Address: 'no-reply@steadfast.test' },
      To: [{ Name: 'Ann Example', Address: 'ann@example.test' }],
      Cc: [{ Address: 'carl@example.test' }],
      Bcc: [{ Address: 'hidden@example.test' }],
      Subject: 'Both parts',
      Text: 'Plain words',
      HTML: '<p>Rich <b>words</b></p>',
    });
    expect(new Date(message.Date).toISOString()).toBe(message.Date);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('deletes every message', async () => {
    await sendMail(mailbox.smtpUrl, { to: 'a@example.test', subject: 'doomed', text: 'x' });
    const response = await api('/api/v1/messages', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await (await api('/api/v1/messages')).json()).toMatchObject({ messages: [], total: 0 });
  });

  it('answers 404 JSON for an unknown message or route', async () => {
    for (const path of ['/api/v1/message/no-such-id', '/api/v1/nothing-here']) {
      const response = await api(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 405 with Allow for a method the route does not take', async () => {
    const response = await api('/api/v1/messages', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
    expect((await api('/api/v1/message/x', { method: 'POST' })).status).toBe(405);
  });
});

describe('SMTP limits', () => {
  it('keeps only the newest maxMessages messages', async () => {
    const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, maxMessages: 3 });
    try {
      for (const n of [1, 2, 3, 4, 5]) {
        await sendMail(mailbox.smtpUrl, { to: 'a@example.test', subject: `m${n}`, text: 'x' });
      }
      const body = await listOf(await fetch(`${mailbox.httpUrl}/api/v1/messages`));
      expect(body.total).toBe(3);
      expect(body.messages.map((m) => m.Subject)).toEqual(['m5', 'm4', 'm3']);
    } finally {
      await mailbox.close();
    }
  });

  it('refuses a message over the size limit and keeps nothing of it', async () => {
    const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, maxMessageBytes: 2048 });
    try {
      const oversized = sendMail(mailbox.smtpUrl, {
        to: 'a@example.test',
        subject: 'too big',
        text: 'x'.repeat(10_000),
      });
      await expect(oversized).rejects.toThrow(/552|size/i);
      await sendMail(mailbox.smtpUrl, { to: 'a@example.test', subject: 'small', text: 'ok' });
      const body = await listOf(await fetch(`${mailbox.httpUrl}/api/v1/messages`));
      expect(body.messages.map((m) => m.Subject)).toEqual(['small']);
    } finally {
      await mailbox.close();
    }
  });

  it('refuses an invalid maxMessages option', async () => {
    await expect(startMailbox({ smtpPort: 0, httpPort: 0, maxMessages: 0 })).rejects.toThrow(
      /maxMessages/,
    );
  });
});
