import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MessageStore } from '../store/message-store.js';

export interface RequestContext {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** Captured path segments of the matched route. */
  params: string[];
  store: MessageStore;
  smtpUrl: string;
}

export type Handler = (context: RequestContext) => void | Promise<void>;

export interface Route {
  pattern: RegExp;
  handlers: Partial<Record<'GET' | 'POST' | 'DELETE', Handler>>;
}
