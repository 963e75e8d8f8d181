import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailboxClient, startMailbox, type RunningMailbox } from '../src/index.js';
import { sendMail } from './helpers.js';

describe('inbox page', () => {
  let mailbox: RunningMailbox;
  const page = (path: string, init?: RequestInit) =>
    fetch(`${mailbox.httpUrl}${path}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => mailbox.close());
  beforeEach(() => createMailboxClient(mailbox.httpUrl).clear());

  it('lists messages as links with every value HTML-escaped', async () => {
    await sendMail(mailbox.smtpUrl, {
      to: '"<img src=x>" <victim@example.test>',
      subject: '<script>alert("subject")</script>',
      text: 'x',
    });
    const response = await page('/');
    const html = await response.text();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Inbox \(1 message\)/);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    const [message] = await createMailboxClient(mailbox.httpUrl).list();
    expect(html).toContain(`href="/message/${message?.ID}"`);
  });

  it('shows a message with the text in <pre> and the HTML in a sandboxed srcdoc frame', async () => {
    await sendMail(mailbox.smtpUrl, {
      to: 'reader@example.test',
      subject: 'Rich',
      text: 'Line <one>',
      html: '<p onclick="steal()">Hi</p><script>steal()</script>',
    });
    const [message] = await createMailboxClient(mailbox.httpUrl).list();
    const html = await (await page(`/message/${message?.ID}`)).text();
    expect(html).toContain('<pre>Line &lt;one&gt;</pre>');
    expect(html).toContain(
      '<iframe title="HTML body of the message" sandbox="" srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;steal()&lt;/script&gt;"></iframe>',
    );
    expect(html).not.toContain('<script>');
  });

  it('sends strict security headers', async () => {
    const response = await page('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for an unknown message and 405 for a wrong method', async () => {
    const missing = await page('/message/no-such-id');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Message not found</h1>');
    const wrongMethod = await page('/delete-all');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('deletes all messages from the form and redirects to the inbox', async () => {
    await sendMail(mailbox.smtpUrl, { to: 'a@example.test', subject: 'bye', text: 'x' });
    const response = await page('/delete-all', { method: 'POST' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(await createMailboxClient(mailbox.httpUrl).list()).toEqual([]);
  });

  it('refuses a delete-all posted from another site', async () => {
    await sendMail(mailbox.smtpUrl, { to: 'a@example.test', subject: 'stays', text: 'x' });
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await page('/delete-all', { method: 'POST', headers });
      expect(response.status).toBe(403);
    }
    expect(await createMailboxClient(mailbox.httpUrl).list()).toHaveLength(1);
    const fromInbox = await page('/delete-all', {
      method: 'POST',
      headers: { origin: mailbox.httpUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(fromInbox.status).toBe(303);
  });
});
