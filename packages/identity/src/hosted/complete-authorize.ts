import type { AuthorizeRequest } from './authorize-request.js';
import { redirectWith } from './authorize-request.js';
import { issueCode } from './codes.js';
import type { HostedContext } from './hosted-context.js';
import {
  hostedSessionLifetimeInMs,
  sessionCookieName,
  startHostedSession,
} from './hosted-sessions.js';
import { addCookie, cookie, redirect } from './http-helpers.js';

/**
 * Back to the app with a code (and the state), after a sign-in on the hosted pages (which also
 * starts the browser's hosted session) or through an existing hosted session.
 */
export async function issueCodeAndReturn(
  context: HostedContext,
  authorize: AuthorizeRequest,
  userId: string,
  authTimeInMs: number,
  startSession: boolean,
) {
  if (startSession) {
    const token = await startHostedSession(
      context.services,
      authorize.pool.Id,
      userId,
      authTimeInMs,
    );
    addCookie(
      context.response,
      cookie(sessionCookieName, token, Math.floor(hostedSessionLifetimeInMs / 1000)),
    );
  }
  const code = await issueCode(context.services, authorize, userId, authTimeInMs);
  redirect(context.response, redirectWith(authorize.redirectUri, { code, state: authorize.state }));
}
