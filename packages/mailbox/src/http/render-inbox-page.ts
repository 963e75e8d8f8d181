import type { StoredMessage } from '../message-schema.js';
import { escapeHtml } from './escape-html.js';
import { formatAddress, formatAddresses, formatTime, subjectOrPlaceholder } from './format.js';
import { renderLayout } from './render-layout.js';

export function renderInboxPage(messages: readonly StoredMessage[], smtpUrl: string): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const body =
    messages.length === 0
      ? `<p>No messages yet. Mail sent to <code>${escapeHtml(smtpUrl)}</code> appears here.</p>`
      : `<p>${count}, newest first.</p>
<form class="toolbar" method="post" action="/delete-all">
<button type="submit">Delete all messages</button>
</form>
<ol class="messages">
${messages.map(renderItem).join('\n')}
</ol>`;
  return renderLayout(
    `Inbox (${count}) - Mailbox`,
    `<h1>Inbox</h1>
${body}`,
  );
}

function renderItem(message: StoredMessage): string {
  const subject = escapeHtml(subjectOrPlaceholder(message.Subject));
  const from = escapeHtml(formatAddress(message.From));
  const to = escapeHtml(formatAddresses([...message.To, ...message.Cc, ...message.Bcc]));
  const time = `<time datetime="${escapeHtml(message.Created)}">${escapeHtml(formatTime(message.Created))}</time>`;
  return `<li><a href="/message/${encodeURIComponent(message.ID)}">
<span class="subject">${subject}</span>
<span class="meta">From ${from}</span>
<span class="meta">To ${to}</span>
<span class="meta">Received ${time}</span>
</a></li>`;
}
