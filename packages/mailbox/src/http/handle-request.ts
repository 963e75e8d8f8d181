import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MessageStore } from '../store/message-store.js';
import { apiRoutes } from './api-routes.js';
import { inboxRoutes } from './inbox-routes.js';
import { renderErrorPage } from './render-error-page.js';
import { sendHtml, sendJson } from './responses.js';
import type { Handler, Route } from './route-table.js';

const routes: Route[] = [...apiRoutes, ...inboxRoutes];

export interface RequestHandlerOptions {
  store: MessageStore;
  smtpUrl: string;
}

export function createRequestHandler(options: RequestHandlerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    // Bodies are never read (DELETE and the delete form carry none we need); drain them so
    // the connection can be reused.
    request.resume();
    const url = new URL(request.url ?? '/', 'http://mailbox.invalid');
    const isApi = url.pathname.startsWith('/api/');
    Promise.resolve(dispatch(request, response, url, options, isApi)).catch((error: unknown) => {
      console.error('mailbox: request failed', error);
      if (response.headersSent) return response.destroy();
      if (isApi) return sendJson(response, 500, { error: 'Internal error' });
      sendHtml(response, 500, renderErrorPage('Something went wrong', 'Please try again.'));
    });
  };
}

function dispatch(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  options: RequestHandlerOptions,
  isApi: boolean,
): void | Promise<void> {
  for (const route of routes) {
    const match = route.pattern.exec(url.pathname);
    if (match === null) continue;
    const handler = handlerFor(route, request.method ?? 'GET');
    if (handler === undefined) {
      const allow = Object.keys(route.handlers).join(', ');
      if (isApi) return sendJson(response, 405, { error: 'Method not allowed' }, { Allow: allow });
      const page = renderErrorPage('Method not allowed', `This address accepts ${allow}.`);
      return sendHtml(response, 405, page, { Allow: allow });
    }
    return handler({ request, response, url, params: match.slice(1), ...options });
  }
  if (isApi) return sendJson(response, 404, { error: 'Not found' });
  sendHtml(response, 404, renderErrorPage('Page not found', 'There is nothing at this address.'));
}

// HEAD is answered like GET; Node leaves out the body.
function handlerFor(route: Route, method: string): Handler | undefined {
  const key = method === 'HEAD' ? 'GET' : method;
  return key === 'GET' || key === 'POST' || key === 'DELETE' ? route.handlers[key] : undefined;
}
