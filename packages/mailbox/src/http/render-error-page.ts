import { escapeHtml } from './escape-html.js';
import { renderLayout } from './render-layout.js';

export function renderErrorPage(heading: string, explanation: string): string {
  return renderLayout(
    `${heading} - Mailbox`,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(explanation)}</p>
<p><a class="nav-link" href="/">Back to inbox</a></p>`,
  );
}
