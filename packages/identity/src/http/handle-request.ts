import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CognitoError } from '../errors.js';
import type { Operation } from '../operations/define-operation.js';
import type { Services } from '../services/context.js';
import { assertSignedByAdministrator } from './admin-auth.js';
import { applyCorsHeaders } from './cors.js';
import { parseJsonObject, readBody } from './read-body.js';
import { sendError, sendJson } from './respond.js';
import { serveWellKnown } from './well-known.js';

const targetPrefix = 'AWSCognitoIdentityProviderService.';

export function createRequestHandler(services: Services, operations: Map<string, Operation>) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const requestId = randomUUID();
    response.setHeader('x-amzn-requestid', requestId);
    applyCorsHeaders(request, response);
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (request.method === 'GET' && (await serveWellKnown(path, response, services))) return;
      if (request.method !== 'POST') {
        throw new CognitoError('UnknownOperationException', 'Only POST requests are supported.');
      }
      const body = await readBody(request);
      const operation = findOperation(request, operations);
      if (operation.access === 'admin') assertSignedByAdministrator(request, body, services);
      const result = await operation.run(parseJsonObject(body), services);
      sendJson(response, 200, result);
      services.log.debug('request', { requestId, operation: operation.name });
    } catch (error) {
      if (error instanceof CognitoError && error.errorName === 'RequestEntityTooLargeException') {
        // The rest of the oversized body is not read, so this connection cannot carry another request.
        response.setHeader('Connection', 'close');
      }
      if (!response.headersSent) sendError(response, error, services.log, requestId);
      else response.destroy();
    }
  };
}

function findOperation(request: IncomingMessage, operations: Map<string, Operation>): Operation {
  const target = request.headers['x-amz-target'];
  const name =
    typeof target === 'string' && target.startsWith(targetPrefix)
      ? target.slice(targetPrefix.length)
      : '';
  const operation = operations.get(name);
  if (!operation) throw new CognitoError('UnknownOperationException', 'Unknown operation.');
  return operation;
}
