import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isTrpcTarget } from '../../trpc/path';
import { compressResponses } from './compress-responses';
import type { CompressedStaticFiles } from './compressed-static-files';
import type { HttpTimeouts } from './web-server-env';
import { markPeerAddressesStamped, stampPeerAddress } from './peer-address';
import { answerServerOnlyAsset, isServerOnlyAsset } from './server-only-assets';
import type { SignedOutDocuments } from './signed-out-documents';
import { answerUnroutableMethod, isRoutableMethod } from './unroutable-method';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export interface WebServerOptions {
  /** Next.js's request handler in production; tests pass their own. */
  handle: RequestHandler;
  /**
   * Answers `/api/trpc` itself, without Next.js (`createApiRequestHandler`, decision 026); left
   * out, Next.js's route answers it.
   */
  api?: RequestHandler;
  timeouts: HttpTimeouts;
  /** Sign-in pages for visitors without a session, rendered once (`signed-out-documents.ts`). */
  signedOutDocuments?: SignedOutDocuments;
  /** The build's scripts and style sheets, compressed once (`compressed-static-files.ts`). */
  staticFiles?: CompressedStaticFiles;
  reportError?: (context: string, error: unknown) => void;
}

/**
 * The web app's HTTP server: Node's server with bounded header, request and keep-alive times
 * (`next start` only lets the keep-alive time be set), which stamps each request with its
 * peer address before Next.js sees it, answers methods Next.js cannot route with a 405 and the
 * build's server-only files with a 404 (`server-only-assets.ts`),
 * compresses responses (brotli or gzip, `compress-responses.ts`) and, when given them, answers
 * the API itself, signed-out visitors' sign-in pages from copies rendered once
 * (`signed-out-documents.ts`) and the build's scripts and style sheets from copies compressed
 * once (`compressed-static-files.ts`).
 */
export function createWebServer(options: WebServerOptions): Server {
  const { handle, api, timeouts, signedOutDocuments, staticFiles } = options;
  const reportError =
    options.reportError ??
    ((context: string, error: unknown) => console.error(`[web] ${context}:`, error));
  const server = createServer(
    {
      headersTimeout: timeouts.headersInMs,
      requestTimeout: timeouts.requestInMs,
      keepAliveTimeout: timeouts.keepAliveInMs,
      // Node looks for expired requests on this period (30 s by default), so a timeout can
      // otherwise overrun by that much.
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersInMs / 2),
    },
    (request, response) => {
      if (!isRoutableMethod(request.method)) return answerUnroutableMethod(request, response);
      if (isServerOnlyAsset(request.url)) return answerServerOnlyAsset(response);
      stampPeerAddress(request);
      compressResponses(request, response, () => {
        if (api && isTrpcTarget(request.url)) {
          return respond(api, request, response);
        }
        const render = () => respond(handle, request, response);
        const pageOrRender = signedOutDocuments
          ? () => signedOutDocuments.respond(request, response, render)
          : render;
        return staticFiles ? staticFiles.respond(request, response, pageOrRender) : pageOrRender();
      });
    },
  );
  markPeerAddressesStamped();
  return server;

  function respond(answer: RequestHandler, request: IncomingMessage, response: ServerResponse) {
    answer(request, response).catch((error: unknown) => {
      // A connection closed mid-request (by the client or a timeout) is not our failure.
      if (request.destroyed && response.destroyed) return;
      // The path only: a query string may carry a procedure's input.
      const path = (request.url ?? '').split('?')[0];
      reportError(`${request.method ?? 'request'} ${path} failed`, error);
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end('Internal Server Error');
      } else {
        response.destroy();
      }
    });
  }
}
