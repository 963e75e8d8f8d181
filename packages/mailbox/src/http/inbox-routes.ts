import type { IncomingHttpHeaders } from 'node:http';
import { renderInboxPage } from './render-inbox-page.js';
import { renderErrorPage } from './render-error-page.js';
import { renderMessagePage } from './render-message-page.js';
import { sendHtml, sendRedirect } from './responses.js';
import type { RequestContext, Route } from './route-table.js';

function showInbox({ store, smtpUrl, response }: RequestContext): void {
  sendHtml(response, 200, renderInboxPage(store.list(), smtpUrl));
}

function showMessage({ params, store, response }: RequestContext): void {
  const message = store.get(params[0] ?? '');
  if (message === undefined) {
    sendHtml(response, 404, renderErrorPage('Message not found', 'It may have been deleted.'));
    return;
  }
  sendHtml(response, 200, renderMessagePage(message));
}

async function deleteAll({ request, store, response }: RequestContext): Promise<void> {
  // Another site could otherwise empty the inbox by posting a form to it.
  if (!isSameOriginPost(request.headers)) {
    sendHtml(
      response,
      403,
      renderErrorPage('Not allowed', 'Only this inbox page can delete messages.'),
    );
    return;
  }
  await store.clear();
  sendRedirect(response, '/');
}

// Browsers say where a request comes from in Sec-Fetch-Site, older ones only in Origin;
// clients that send neither (curl, scripts) are not browsers carrying someone else's form.
function isSameOriginPost(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

export const inboxRoutes: Route[] = [
  { pattern: /^\/$/, handlers: { GET: showInbox } },
  { pattern: /^\/message\/([^/]+)$/, handlers: { GET: showMessage } },
  { pattern: /^\/delete-all$/, handlers: { POST: deleteAll } },
];
