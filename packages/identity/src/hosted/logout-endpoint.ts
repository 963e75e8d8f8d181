import { CognitoError } from '../errors.js';
import { requireClient } from '../services/pools.js';
import { endHostedSession, sessionCookieName } from './hosted-sessions.js';
import type { HostedContext } from './hosted-context.js';
import { addCookie, cookie, readCookie, redirect, sendHtml } from './http-helpers.js';
import { errorPage } from './sign-in-pages.js';

/** Cognito's page for a missing or unregistered logout_uri. */
export const logoutRefusal = "Required String parameter 'redirect_uri' is not present";

/**
 * GET /logout: ends the browser's hosted session, then goes to `logout_uri` (exactly one of the
 * client's LogoutURLs) or, with `redirect_uri` + `response_type`, to the login page to sign in
 * again. Anything else: Cognito's error page, and no redirect.
 */
export async function handleLogout(context: HostedContext) {
  const { query } = context;
  await endHostedSession(context.services, readCookie(context.request, sessionCookieName));
  addCookie(context.response, cookie(sessionCookieName, '', 0));
  const clientId = query.get('client_id') ?? '';
  let client;
  try {
    ({ client } = await requireClient(context.services, clientId));
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    sendHtml(context.response, 400, errorPage(logoutRefusal));
    return;
  }
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
  const logoutUri = query.get('logout_uri');
  if (logoutUri !== undefined) {
    if (list(client.LogoutURLs).includes(logoutUri)) redirect(context.response, logoutUri);
    else sendHtml(context.response, 400, errorPage(logoutRefusal));
    return;
  }
  const redirectUri = query.get('redirect_uri');
  if (
    redirectUri !== undefined &&
    query.has('response_type') &&
    list(client.CallbackURLs).includes(redirectUri)
  ) {
    const login = new URLSearchParams([...query].filter(([name]) => name !== 'logout_uri'));
    redirect(context.response, `/login?${login.toString()}`);
    return;
  }
  sendHtml(context.response, 400, errorPage(logoutRefusal));
}
