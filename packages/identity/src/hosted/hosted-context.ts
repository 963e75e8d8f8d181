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
