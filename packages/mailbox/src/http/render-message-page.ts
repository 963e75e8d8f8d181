import type { StoredMessage } from '../message-schema.js';
import { escapeHtml } from './escape-html.js';
import { formatAddress, formatAddresses, formatTime, subjectOrPlaceholder } from './format.js';
import { renderLayout } from './render-layout.js';

export function renderMessagePage(message: StoredMessage): string {
  const subject = subjectOrPlaceholder(message.Subject);
  const headers: [string, string][] = [
    ['From', formatAddress(message.From)],
    ['To', formatAddresses(message.To)],
    ...(message.Cc.length > 0 ? [['Cc', formatAddresses(message.Cc)] as [string, string]] : []),
    ...(message.Bcc.length > 0 ? [['Bcc', formatAddresses(message.Bcc)] as [string, string]] : []),
    ['Date', formatTime(message.Date)],
    ['Received', formatTime(message.Created)],
  ];
  return renderLayout(
    `${subject} - Mailbox`,
    `<p><a class="nav-link" href="/">Back to inbox</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl class="headers">
${headers.map(([name, value]) => `<div><dt>${name}</dt><dd>${escapeHtml(value)}</dd></div>`).join('\n')}
</dl>
<h2>Text</h2>
${message.Text === '' ? '<p>This message has no text part.</p>' : `<pre>${escapeHtml(message.Text)}</pre>`}
<h2>HTML</h2>
${renderHtmlPart(message.HTML)}`,
  );
}

// An empty sandbox gives the message its own opaque origin with scripts, forms and
// navigation of this page all disabled; srcdoc keeps it free of any extra request.
function renderHtmlPart(html: string): string {
  if (html === '') return '<p>This message has no HTML part.</p>';
  return `<iframe title="HTML body of the message" sandbox="" srcdoc="${escapeHtml(html)}"></iframe>`;
}
