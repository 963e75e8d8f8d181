import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AUTH_PAGES } from '../../features/auth/flow/auth-pages';
import { hasAnyAmplifyCookie } from '../../features/auth/stored-session';
import { isHttpsNodeRequest } from '../security/forwarded-protocol';
import { createNonce, nonceOfPolicy } from '../security/nonce';
import { recordResponse } from './record-response';

/**
 * The sign-in and recovery pages as a signed-out visitor gets them, rendered once per page
 * and server process and then served with a fresh CSP nonce each time (decision 025).
 *
 * Every page carries its response's nonce, so Next.js renders each request: for `/login` about a
 * quarter of the answers a second of a kept copy (`bench/web/signed-out-documents.ts`). For a
 * visitor without a session the page is the same for everyone: the root layout reads only
 * whether Amplify's `LastAuthUser` cookie is there, the forms read the query string, and nothing
 * else of the request reaches the HTML. So a request is answered from a kept copy only when it
 * is a plain GET of one of those pages, with no query string, no Amplify cookie at all and none
 * of the headers with which Next.js answers its own router; everything else is rendered as
 * before. The copy is kept only when the page rendered completely with status 200, set no
 * cookie, and every nonce in it is the one its policy names; each answer replaces that nonce, in
 * the body and the headers, with a new one.
 */
export interface SignedOutDocuments {
  /** Answers `request` from the kept copy, or lets `render` answer it and keeps the result. */
  respond(request: IncomingMessage, response: ServerResponse, render: () => void): void;
}

/** Request headers with which Next.js answers with router data rather than the page's HTML. */
const ROUTER_REQUEST_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-action',
];

/** Far above any sign-in page (about 60 kB); a larger answer is not kept. */
const MAX_KEPT_BYTES = 1024 * 1024;

interface KeptDocument {
  headers: OutgoingHttpHeaders;
  body: string;
  nonce: string;
}

export function createSignedOutDocuments(): SignedOutDocuments {
  const kept = new Map<string, KeptDocument>();
  return {
    respond(request, response, render) {
      const key = documentKey(request);
      if (key === null) return render();
      const document = kept.get(key);
      if (document) return serveWithFreshNonce(document, response);
      recordDocument(response, (recorded) => kept.set(key, recorded));
      render();
    },
  };
}

/** Which kept copy answers this request, or null when it must be rendered. */
function documentKey(request: IncomingMessage): string | null {
  const target = request.url ?? '';
  if (request.method !== 'GET' || !AUTH_PAGES.includes(target)) return null;
  if (ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  if (hasAnyAmplifyCookie(request.headers.cookie ?? '')) return null;
  // The security headers differ over HTTPS.
  return `${isHttpsNodeRequest(request) ? 'https' : 'http'} ${target}`;
}

function serveWithFreshNonce(document: KeptDocument, response: ServerResponse): void {
  const nonce = createNonce();
  const withNonce = (text: string) => text.replaceAll(document.nonce, nonce);
  for (const [name, value] of Object.entries(document.headers)) {
    if (value === undefined) continue;
    response.setHeader(
      name,
      typeof value === 'string'
        ? withNonce(value)
        : Array.isArray(value)
          ? value.map(withNonce)
          : value,
    );
  }
  response.statusCode = 200;
  response.end(withNonce(document.body));
}

/** Hands the rendered page to `keep` once it has all gone out, if it may be kept. */
function recordDocument(response: ServerResponse, keep: (document: KeptDocument) => void): void {
  recordResponse(response, MAX_KEPT_BYTES, (body, headers) => {
    const document = keepable(response.statusCode, headers, body.toString('utf8'));
    if (document) keep(document);
  });
}

function keepable(status: number, headers: OutgoingHttpHeaders, body: string): KeptDocument | null {
  if (status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const nonce = nonceOfPolicy(String(headers['content-security-policy'] ?? ''));
  if (nonce === null) return null;
  const nonces = [...body.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]);
  if (nonces.length === 0 || nonces.some((found) => found !== nonce)) return null;
  return { headers, body, nonce };
}
