import type { IncomingMessage, ServerResponse } from 'node:http';
import { isTrpcTarget } from '../../trpc/path';
import { isHttpsNodeRequest } from '../security/forwarded-protocol';
import { applyApiSecurityHeaders } from '../security/security-headers';

/** The methods Next.js routes; it answers any other with an empty 400, or a 500 for TRACE. */
const ROUTABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

export function isRoutableMethod(method: string | undefined): boolean {
  return method !== undefined && ROUTABLE_METHODS.has(method);
}

/**
 * Answers a method Next.js cannot route with 405 before it reaches Next.js. Under `/api/trpc`
 * the body is the API's own METHOD_NOT_SUPPORTED error (`method-not-supported.ts` in
 * `server/api` makes the same one for the methods that do reach the route).
 */
export function answerUnroutableMethod(request: IncomingMessage, response: ServerResponse): void {
  const method = request.method ?? 'This method';
  // Never a document: the API's headers (no-store included), whatever the path.
  const headers = new Headers();
  applyApiSecurityHeaders(headers, { https: isHttpsNodeRequest(request) });
  if (isTrpcTarget(request.url)) {
    headers.set('allow', 'GET, POST');
    headers.set('content-type', 'application/json');
    response.writeHead(405, Object.fromEntries(headers));
    response.end(JSON.stringify(methodNotSupportedError(method)));
    return;
  }
  headers.set('allow', 'GET, HEAD, POST');
  headers.set('content-type', 'text/plain');
  response.writeHead(405, Object.fromEntries(headers));
  response.end('Method Not Allowed');
}

/** The API's METHOD_NOT_SUPPORTED error body as served in production (no stack). */
export function methodNotSupportedError(method: string) {
  const message = `${method} is not supported here; use GET for queries and POST for mutations.`;
  const data = { code: 'METHOD_NOT_SUPPORTED', httpStatus: 405, zodError: null };
  return { error: { json: { message, code: -32005, data } } };
}
