import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMailboxClient,
  extractCode,
  startMailbox,
  type RunningMailbox,
} from '../src/index.js';
import { createManualClock, sendMail } from './helpers.js';

describe('mailbox client', () => {
  const time = createManualClock();
  let mailbox: RunningMailbox;
  let client: ReturnType<typeof createMailboxClient>;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, clock: time.clock });
    client = createMailboxClient(mailbox.httpUrl);
  });
  afterAll(() => mailbox.close());
  beforeEach(() => client.clear());

  it('waits for a message to an address, matched case-insensitively, and reads its code', async () => {
    const waiting = client.waitForMessage({ to: 'new.user@example.test', timeoutMs: 5_000 });
    await sendMail(mailbox.smtpUrl, {
      to: 'New.User@Example.TEST',
      subject: 'Your confirmation code',
      text: 'Welcome! Your code is 048213. It expires on 20300101.',
    });
    const message = await waiting;
    expect(message.Subject).toBe('Your confirmation code');
    expect(extractCode(message.Text)).toBe('048213');
  });

  it('matches the subject by substring or RegExp and ignores mail received before `since`', async () => {
    await sendMail(mailbox.smtpUrl, {
      to: 'u@example.test',
      subject: 'Reset code',
      text: '111111',
    });
    time.advanceBy(60_000);
    const since = time.now();
    await sendMail(mailbox.smtpUrl, {
      to: 'u@example.test',
      subject: 'Reset code',
      text: '222222',
    });
    await sendMail(mailbox.smtpUrl, { to: 'u@example.test', subject: 'Welcome', text: '333333' });

    const bySubstring = await client.waitForMessage({
      to: 'u@example.test',
      subject: 'Reset',
      since,
    });
    expect(extractCode(bySubstring.Text)).toBe('222222');
    const byPattern = await client.waitForMessage({ to: 'u@example.test', subject: /^welcome$/gi });
    expect(extractCode(byPattern.Text)).toBe('333333');
  });

  it('times out with an error that lists what the mailbox holds', async () => {
    await sendMail(mailbox.smtpUrl, { to: 'someone@example.test', subject: 'Hello', text: 'x' });
    const waiting = client.waitForMessage({ to: 'nobody@example.test', timeoutMs: 150 });
    await expect(waiting).rejects.toThrow(/No message to nobody@example\.test within 150 ms/);
    await expect(
      client.waitForMessage({ to: 'nobody@example.test', timeoutMs: 150 }),
    ).rejects.toThrow(/"Hello" to someone@example\.test/);
  });

  it('lists, gets and clears', async () => {
    await sendMail(mailbox.smtpUrl, { to: 'u@example.test', subject: 'One', html: '<p>Hi</p>' });
    const [summary] = await client.list();
    expect(summary?.Subject).toBe('One');
    expect((await client.get(summary?.ID ?? '')).HTML.trim()).toBe('<p>Hi</p>');
    await client.clear();
    expect(await client.list()).toEqual([]);
    await expect(client.get('missing')).rejects.toThrow(/404/);
  });
});

describe('mailbox client on connections the server resets', () => {
  let mailbox: RunningMailbox;
  let proxy: Server | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    proxy?.close();
    await mailbox.close();
  });

  /** A way to the mailbox whose first `resets` connections are reset when a request arrives. */
  async function resettingProxy(resets: number) {
    proxy?.close();
    const target = new URL(mailbox.httpUrl);
    let connections = 0;
    const started = createServer((socket) => {
      connections++;
      if (connections <= resets) {
        socket.once('data', () => socket.resetAndDestroy());
        return;
      }
      const upstream = connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    proxy = started;
    const { port } = started.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, connections: () => connections };
  }

  it('sends a read again once when its connection is reset before the answer', async () => {
    const way = await resettingProxy(1);
    const client = createMailboxClient(way.url);
    await expect(client.list()).resolves.toEqual([]);
    expect(way.connections()).toBe(2);
    const clearing = await resettingProxy(1);
    await expect(createMailboxClient(clearing.url).clear()).resolves.toBeUndefined();
    expect(clearing.connections()).toBe(2);
  });

  it('gives up after the second reset', async () => {
    const way = await resettingProxy(2);
    await expect(createMailboxClient(way.url).list()).rejects.toThrow('fetch failed');
    expect(way.connections()).toBe(2);
  });
});
