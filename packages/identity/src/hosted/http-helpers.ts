import type { IncomingMessage, ServerResponse } from 'node:http';
import { endAnswer } from '../http/end-answer.js';
import { isTooLarge, readBody } from '../http/read-body.js';

/** Form fields are short; anything longer is refused before it is parsed. */
const maximumFormBytes = 64 * 1024;

export class BadForm extends Error {}

/** An `application/x-www-form-urlencoded` body as a map of its first values. */
export async function readForm(request: IncomingMessage): Promise<Map<string, string>> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new BadForm('The body must be application/x-www-form-urlencoded.');
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maximumFormBytes) throw new BadForm('The form is too large.');
  let text: string;
  try {
    text = await readBody(request);
  } catch (error) {
    if (isTooLarge(error)) throw new BadForm('The form is too large.');
    throw error;
  }
  if (Buffer.byteLength(text) > maximumFormBytes) throw new BadForm('The form is too large.');
  return firstValues(new URLSearchParams(text));
}

export function firstValues(params: URLSearchParams): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of params) if (!values.has(name)) values.set(name, value);
  return values;
}

export function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Cookies of the hosted domain: only over HTTPS, never readable by scripts. */
export function cookie(name: string, value: string, maxAgeSeconds: number, sameSite = 'Lax') {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; Secure; HttpOnly; SameSite=${sameSite}`;
}

export function addCookie(response: ServerResponse, value: string) {
  const existing = response.getHeader('Set-Cookie');
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  response.setHeader('Set-Cookie', [...list, value]);
}

export function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { Location: location, 'Cache-Control': 'no-store' }).end();
}

/**
 * The pages' policy: no scripts, our stylesheet, inline QR images, forms posted only here. A
 * browser also applies form-action to the redirects after a POST, so a page whose form may end
 * in the redirect back to the app allows that one origin (allowFormRedirectTo).
 */
function contentSecurityPolicy(formActionSource?: string) {
  const formAction = ["'self'", formActionSource].filter(Boolean).join(' ');
  return `default-src 'none'; style-src 'self'; img-src data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

/** The page about to be sent has a form that may redirect to `redirectUri` (a registered one). */
export function allowFormRedirectTo(response: ServerResponse, redirectUri: string) {
  const url = new URL(redirectUri);
  // http(s) by origin; an app's own scheme (myapp://…) by scheme.
  const source = url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol;
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(source));
}

export function sendHtml(response: ServerResponse, status: number, html: string) {
  const policy = response.getHeader('Content-Security-Policy');
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': typeof policy === 'string' ? policy : contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  endAnswer(response, html);
}

export function sendOauthJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    Pragma: 'no-cache',
  });
  endAnswer(response, text);
}
