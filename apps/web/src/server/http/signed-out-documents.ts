import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AWAITING_HYDRATION_ATTRIBUTE } from '../../components/form/pre-hydration-submit';
import { AUTH_PAGES } from '../../features/auth/flow/auth-pages';
import { hasAnyAmplifyCookie } from '../../features/auth/stored-session';
import { isHttpsNodeRequest } from '../security/forwarded-protocol';
import { createNonce, nonceOfPolicy } from '../security/nonce';
import { endWhole } from './compress-responses';
import { rewriteResponse } from './record-response';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

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
 * the body and the headers, with a new one, and goes out whole with its length (decision 034).
 *
 * Every sign-in page that holds a form the server rendered, kept or rendered for its request (a
 * query string, another app client's cookie), asks for its scripts only after its first paint
 * (`scripts-after-first-paint.ts`, decision 031): its rendering is held back until complete
 * (about 60 kB, rendered in a few milliseconds) and then sent so changed.
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

/** A form the server rendered to work before hydration (`pre-hydration-submit.ts`). */
const SERVER_FORM = new RegExp(`<form\\b[^>]*\\s${AWAITING_HYDRATION_ATTRIBUTE}=""`);

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
      const page = signedOutPage(request);
      if (page === null) return render();
      const document = page.key === null ? undefined : kept.get(page.key);
      if (document) return serveWithFreshNonce(document, request, response);
      rewriteResponse(response, MAX_KEPT_BYTES, (body, headers) => {
        const rendered = asSent(response.statusCode, headers, body.toString('utf8'));
        if (rendered === null) return body;
        if (page.key !== null && keepable(rendered)) kept.set(page.key, rendered);
        return rendered.body;
      });
      render();
    },
  };
}

/**
 * Whether the request is a plain GET of a sign-in page, and if so which kept copy answers it:
 * none (`key` null) when it has a query string, which the forms read, or any Amplify cookie.
 */
function signedOutPage(request: IncomingMessage): { key: string | null } | null {
  const target = request.url ?? '';
  const path = target.split('?')[0] ?? '';
  if (request.method !== 'GET' || !AUTH_PAGES.includes(path)) return null;
  if (ROUTER_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  if (target !== path || hasAnyAmplifyCookie(request.headers.cookie ?? '')) return { key: null };
  // The security headers differ over HTTPS.
  return { key: `${isHttpsNodeRequest(request) ? 'https' : 'http'} ${target}` };
}

/** The kept page in one write with its length (`endWhole`), its nonce replaced by a new one. */
function serveWithFreshNonce(
  document: KeptDocument,
  request: IncomingMessage,
  response: ServerResponse,
): void {
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
  endWhole(request, response, withNonce(document.body));
}

/**
 * The rendered page as it is sent, or null (sent as rendered, never kept) unless it is an HTML
 * page with status 200 and a CSP nonce. A page that holds a form the server rendered to work
 * before hydration asks for its scripts after its first paint (`scripts-after-first-paint.ts`,
 * decision 031); any other, the full-screen loading view of a visitor with a session among them,
 * needs its scripts at once.
 */
function asSent(status: number, headers: OutgoingHttpHeaders, body: string): KeptDocument | null {
  if (status !== 200) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const nonce = nonceOfPolicy(String(headers['content-security-policy'] ?? ''));
  if (nonce === null) return null;
  const sent = SERVER_FORM.test(body) ? scriptsAfterFirstPaint(body, nonce) : body;
  return { headers, body: sent, nonce };
}

/** A page is kept only when it set no cookie and every nonce in it is its policy's. */
function keepable({ headers, body, nonce }: KeptDocument): boolean {
  if (headers['set-cookie'] !== undefined) return false;
  const nonces = [...body.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]);
  return nonces.length > 0 && nonces.every((found) => found === nonce);
}
