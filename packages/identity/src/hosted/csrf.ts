import type { IncomingMessage, ServerResponse } from 'node:http';
import { generateOpaqueToken, timingSafeEqualText } from '../crypto/random.js';
import { addCookie, cookie, readCookie } from './http-helpers.js';

const csrfCookieName = 'hosted_csrf';

/**
 * Double-submit token: a form carries the value of a cookie only this origin can set. The cookie
 * is SameSite=Strict and HttpOnly, so another site can neither send it along nor read it.
 */
export function csrfTokenFor(request: IncomingMessage, response: ServerResponse): string {
  const existing = readCookie(request, csrfCookieName);
  if (existing && existing.length >= 32) return existing;
  const token = generateOpaqueToken();
  addCookie(response, cookie(csrfCookieName, token, 24 * 3600, 'Strict'));
  return token;
}

export function csrfMatches(request: IncomingMessage, form: Map<string, string>): boolean {
  const expected = readCookie(request, csrfCookieName);
  const sent = form.get('_csrf');
  return !!expected && !!sent && timingSafeEqualText(expected, sent);
}
