import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type RunningMailbox } from '../src/index.js';
import { openRawConnection, trickle, waitUntil } from './raw-connection.js';

// Short timeouts so each case takes a second or two; the defaults are tens of seconds.
const timeouts = {
  httpHeadersMs: 1_000,
  httpRequestMs: 2_000,
  httpKeepAliveMs: 500,
  httpIdleMs: 3_000,
  smtpIdleMs: 1_000,
};
// Node checks header and request deadlines once a second, so allow that on top.
const slackMs = 2_500;

// Each case waits on one of Node's own deadlines, in real time (a socket deadline takes no
// injected clock), on a connection of its own: they wait side by side.
describe.concurrent('mail catcher timeouts', () => {
  let mailbox: RunningMailbox;

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, timeouts });
  });
  afterAll(() => mailbox.close());

  it('disconnects an HTTP client that sends its headers at 1 byte/s once the headers timeout passes', async () => {
    const connection = await openRawConnection(mailbox.httpUrl);
    // About a minute of headers at this pace.
    const request = `GET /api/v1/messages HTTP/1.1\r\nHost: mailbox.test\r\nX-Slow: ${'x'.repeat(30)}\r\n\r\n`;
    const bytesSent = trickle(connection, request, 1_000);

    await waitUntil(
      connection.isClosed,
      timeouts.httpHeadersMs + slackMs,
      'the mailbox to hang up',
    );
    expect(bytesSent()).toBeLessThan(request.length);
    expect(connection.received()).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  it('disconnects an HTTP client that sends its request body at 1 byte/s once the request timeout passes', async () => {
    const connection = await openRawConnection(mailbox.httpUrl);
    connection.socket.write(
      'POST /delete-all HTTP/1.1\r\nHost: mailbox.test\r\nContent-Length: 60\r\n\r\n',
    );
    const bytesSent = trickle(connection, 'x'.repeat(60), 1_000);

    await waitUntil(
      connection.isClosed,
      timeouts.httpRequestMs + slackMs,
      'the mailbox to hang up',
    );
    expect(bytesSent()).toBeLessThan(60);
  });

  it('closes an idle keep-alive HTTP connection after the keep-alive timeout', async () => {
    const connection = await openRawConnection(mailbox.httpUrl);
    connection.socket.write('GET /api/v1/messages HTTP/1.1\r\nHost: mailbox.test\r\n\r\n');
    await waitUntil(() => connection.received().includes('"total"'), 2_000, 'the answer');

    await waitUntil(
      connection.isClosed,
      timeouts.httpKeepAliveMs + slackMs,
      'the mailbox to close the idle connection',
    );
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes an SMTP connection on which the client stays silent after the idle timeout', async () => {
    const connection = await openRawConnection(mailbox.smtpUrl.replace('smtp:', 'http:'));
    await waitUntil(() => connection.received().startsWith('220 '), 2_000, 'the SMTP greeting');

    await waitUntil(
      connection.isClosed,
      timeouts.smtpIdleMs + slackMs,
      'the mailbox to close the silent SMTP connection',
    );
    expect(connection.received()).toMatch(/\r\n421 /);
  });
});
