import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services/context.js';

/** What every hosted-domain handler gets. */
export interface HostedContext {
  request: IncomingMessage;
  response: ServerResponse;
  services: Services;
  /** The query string's first values. */
  query: Map<string, string>;
  /** `https://localhost:<port>`: where the hosted pages are. */
  hostedUrl: string;
}

/** The request's origin, for the operations the hosted pages run (auth events' context). */
export function requestContextOf(context: HostedContext) {
  return {
    region: 'us-east-1',
    sourceIp: context.request.socket.remoteAddress,
    userAgent: context.request.headers['user-agent'],
  };
}
