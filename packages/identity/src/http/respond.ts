import type { ServerResponse } from 'node:http';
import { CognitoError } from '../errors.js';
import { endAnswer } from './end-answer.js';
import type { Logger } from '../services/logger.js';

const jsonType = 'application/x-amz-json-1.1';

export function sendJson(response: ServerResponse, status: number, body: unknown, type = jsonType) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(text),
  });
  endAnswer(response, text);
}

/**
 * The one place errors become wire format: Cognito's status, `x-amzn-errortype` header and
 * `{__type, message}` body. Anything not in the catalogue is a server fault, logged and hidden.
 * It cannot throw: a message echoing the request is made well-formed before it is encoded, and
 * if the response still cannot be written the connection is dropped instead.
 */
export function sendError(
  response: ServerResponse,
  error: unknown,
  log: Logger,
  requestId: string,
) {
  const known =
    error instanceof CognitoError
      ? error
      : new CognitoError('InternalErrorException', 'An internal error occurred.');
  if (!(error instanceof CognitoError)) {
    log.error('request failed', {
      requestId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  try {
    // Unpaired surrogates become U+FFFD: encodeURIComponent throws on them.
    const message = known.message.toWellFormed();
    response.setHeader('x-amzn-errortype', `${known.errorName}:`);
    response.setHeader('x-amzn-errormessage', encodeURIComponent(message).slice(0, 512));
    sendJson(response, known.status, { __type: known.errorName, message });
  } catch (failure) {
    log.error('error response failed', { requestId, error: String(failure) });
    response.destroy();
  }
}
