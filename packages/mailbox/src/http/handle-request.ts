import { randomUUID } from 'node:crypto';
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

/**
 * The server's request listener. Nothing a request does may end the process: every failure,
 * synchronous or not, becomes a 500 carrying a request id that is also logged.
 */
export function createRequestHandler(options: RequestHandlerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response, options).catch((error: unknown) =>
      answerFailure(request, response, error),
    );
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  options: RequestHandlerOptions,
): Promise<void> {
  // Bodies are never read (DELETE and the delete form carry none we need); drain them so
  // the connection can be reused.
  request.resume();
  const url = requestUrl(request.url ?? '/');
  const isApi = url.pathname.startsWith('/api/');
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

// Only the path and query matter. Resolving the target against a base would make `//x` a
// host name and `//` an error, so the path is appended to a fixed origin instead.
function requestUrl(target: string): URL {
  const origin = 'http://mailbox.invalid';
  if (target.startsWith('/')) return new URL(`${origin}${target}`);
  // An absolute-form target (`GET http://host/path`), as sent to proxies.
  const parsed = URL.canParse(target) ? new URL(target) : new URL(origin);
  return new URL(`${origin}${parsed.pathname}${parsed.search}`);
}

// HEAD is answered like GET; Node leaves out the body.
function handlerFor(route: Route, method: string): Handler | undefined {
  const key = method === 'HEAD' ? 'GET' : method;
  return key === 'GET' || key === 'POST' || key === 'DELETE' ? route.handlers[key] : undefined;
}

function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  const requestId = randomUUID();
  const path = (request.url ?? '').split('?')[0];
  console.error(`mailbox: request ${requestId} ${request.method} ${path} failed`, error);
  try {
    if (response.headersSent) {
      response.destroy();
    } else if (path?.startsWith('/api/')) {
      sendJson(
        response,
        500,
        { error: 'Internal error', requestId },
        { 'X-Request-Id': requestId },
      );
    } else {
      const page = renderErrorPage(
        'Something went wrong',
        `Please try again (request ${requestId}).`,
      );
      sendHtml(response, 500, page, { 'X-Request-Id': requestId });
    }
  } catch (answerError) {
    console.error(`mailbox: request ${requestId} could not be answered`, answerError);
    response.destroy();
  }
}
