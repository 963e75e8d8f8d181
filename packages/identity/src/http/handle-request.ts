import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CognitoError } from '../errors.js';
import { defaultRegion, type Operation } from '../operations/define-operation.js';
import type { Services } from '../services/context.js';
import { assertSignedByAdministrator } from './admin-auth.js';
import { applyCorsHeaders } from './cors.js';
import { findOperation } from './find-operation.js';
import { parseJsonObject, readBody } from './read-body.js';
import { parseRequestTarget } from './request-target.js';
import { serveHealth } from './health.js';
import { sendError, sendJson } from './respond.js';
import { serveWellKnown } from './well-known.js';

/**
 * The server's request listener. It never rejects: a fault anywhere in a request, even in
 * writing its error response, is logged with the request id and ends that request only.
 */
export function createRequestHandler(services: Services, operations: Map<string, Operation>) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const requestId = randomUUID();
    handle(request, response, requestId, services, operations).catch((error: unknown) => {
      services.log.error('request handler failed', {
        requestId,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      response.destroy();
    });
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  services: Services,
  operations: Map<string, Operation>,
) {
  response.setHeader('x-amzn-requestid', requestId);
  applyCorsHeaders(request, response);
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const target = parseRequestTarget(request.url);
    if (!target) {
      throw new CognitoError('UnknownOperationException', 'The request target is not a path.');
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && target.path === '/health') {
      await serveHealth(request.method, response, services);
      return;
    }
    if (request.method === 'GET' && (await serveWellKnown(target.path, response, services))) return;
    if (request.method !== 'POST') {
      throw new CognitoError('UnknownOperationException', 'Only POST requests are supported.');
    }
    const body = await readBody(request);
    const { operation, signingName } = findOperation(request, operations);
    const region =
      operation.access === 'admin'
        ? assertSignedByAdministrator(request, target, body, services, signingName)
        : defaultRegion;
    const result = await operation.run(parseJsonObject(body), services, {
      region,
      sourceIp: sourceIpOf(request),
      userAgent: request.headers['user-agent'],
    });
    sendJson(response, 200, result);
    services.log.debug('request', { requestId, operation: operation.name });
  } catch (error) {
    if (clientWentAway(request, error)) {
      // Closed mid-request by the client or by the request timeout: nobody to answer.
      services.log.debug('request aborted', { requestId });
      response.destroy();
      return;
    }
    if (!response.headersSent) sendError(response, error, services.log, requestId);
    else response.destroy();
  }
}

/** The request's own stream failed because its connection closed (not, say, the database's). */
function clientWentAway(request: IncomingMessage, error: unknown): boolean {
  const reset = error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
  return reset && request.destroyed;
}

/** The peer's address; an IPv4 client of a dual-stack socket reads as plain IPv4. */
function sourceIpOf(request: IncomingMessage): string | undefined {
  const address = request.socket.remoteAddress;
  return address?.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
