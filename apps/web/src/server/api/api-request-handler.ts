import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import type { AppServices } from '../app-services';
import { isHttpsNodeRequest } from '../security/forwarded-protocol';
import { applyApiSecurityHeaders } from '../security/security-headers';
import { handleTrpcRequest } from './handle-trpc-request';
import { errorBeforeHandling } from './method-not-supported';

/**
 * The most the API reads of a request body. Its largest call (a batch of ten) is a few
 * kilobytes; a larger body gets 413 PAYLOAD_TOO_LARGE, nothing runs, and the connection is
 * closed without reading the rest.
 */
export const API_MAX_BODY_BYTES = 64 * 1024;

/**
 * Answers `/api/trpc` on the web server's own Node request, without Next.js's routing
 * (decision 026): the same tRPC handler as the Next.js route (`handleTrpcRequest`), the API's
 * security headers (`applyApiSecurityHeaders`, as the proxy gives an API answer), and a bound on
 * the body. `services` defaults to the process's own (those Next.js's start-up created).
 */
export function createApiRequestHandler(options: { services?: AppServices } = {}) {
  return async function answerApiRequest(
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void> {
    const answer = await respond(request, response);
    const headers = new Headers(answer.headers);
    applyApiSecurityHeaders(headers, { https: isHttpsNodeRequest(request) });
    // Node would read the rest of a refused body, however long, to reach the connection's next
    // request; closing the connection after the answer stops reading it.
    if (answer.status === 413) headers.set('connection', 'close');
    response.writeHead(answer.status, Object.fromEntries(headers));
    response.end(answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined);
  };

  function respond(request: IncomingMessage, response: ServerResponse): Promise<Response> {
    let fetchRequest: Request;
    try {
      fetchRequest = incomingMessageToRequest(request, response, {
        maxBodySize: API_MAX_BODY_BYTES,
      });
    } catch {
      // Only an address that is not a URL (a malformed Host) fails here.
      return Promise.resolve(
        errorBeforeHandling(
          request.method ?? 'GET',
          new TRPCError({ code: 'BAD_REQUEST', message: 'The request address is not valid.' }),
        ),
      );
    }
    return handleTrpcRequest(fetchRequest, options.services);
  }
}
