import { toDetail, toSummary } from '../message-views.js';
import { sendJson } from './responses.js';
import type { RequestContext, Route } from './route-table.js';

function listMessages({ url, store, response }: RequestContext): void {
  const rawLimit = url.searchParams.get('limit');
  if (rawLimit !== null && !/^[1-9]\d{0,8}$/.test(rawLimit)) {
    sendJson(response, 400, { error: 'limit must be a whole number of at least 1' });
    return;
  }
  const all = store.list();
  const messages = (rawLimit === null ? all : all.slice(0, Number(rawLimit))).map(toSummary);
  sendJson(response, 200, { messages, total: all.length, count: messages.length });
}

async function deleteMessages({ store, response }: RequestContext): Promise<void> {
  const deleted = await store.clear();
  sendJson(response, 200, { deleted });
}

function getMessage({ params, store, response }: RequestContext): void {
  const id = params[0] ?? '';
  // `latest` is Mailpit's alias for the newest message.
  const message = id === 'latest' ? store.latest() : store.get(id);
  if (message === undefined) {
    sendJson(response, 404, { error: 'Message not found' });
    return;
  }
  sendJson(response, 200, toDetail(message));
}

export const apiRoutes: Route[] = [
  {
    pattern: /^\/api\/v1\/messages$/,
    handlers: { GET: listMessages, DELETE: deleteMessages },
  },
  { pattern: /^\/api\/v1\/message\/([^/]+)$/, handlers: { GET: getMessage } },
];
