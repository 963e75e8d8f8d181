import {
  AuthorizePageError,
  AuthorizeRedirectError,
  pickAuthorizeParameters,
  redirectWith,
  validateAuthorizeRequest,
  type AuthorizeRequest,
} from './authorize-request.js';
import { issueCodeAndReturn } from './complete-authorize.js';
import type { HostedContext } from './hosted-context.js';
import { findHostedSession, sessionCookieName } from './hosted-sessions.js';
import { readCookie, redirect, sendHtml } from './http-helpers.js';
import { errorPage } from './sign-in-pages.js';

const pageErrors: Record<string, string> = {
  redirect_mismatch:
    'redirect_mismatch: the redirect_uri is not one of this app client’s callback URLs.',
  invalid_scope: 'invalid_scope: a requested scope is not allowed for this app client.',
};

/**
 * Runs `run` with a valid authorize request, or answers the refusal: an error page for a client
 * or redirect that cannot be trusted (never a redirect to it), `error=` to a registered redirect
 * for the rest.
 */
export async function withAuthorizeRequest(
  context: HostedContext,
  values: Map<string, string>,
  run: (authorize: AuthorizeRequest) => Promise<void>,
) {
  let authorize: AuthorizeRequest;
  try {
    authorize = await validateAuthorizeRequest(context.services, pickAuthorizeParameters(values));
  } catch (error) {
    if (error instanceof AuthorizePageError) {
      sendHtml(context.response, 400, errorPage(pageErrors[error.message] ?? error.message));
      return;
    }
    if (error instanceof AuthorizeRedirectError) {
      redirect(
        context.response,
        redirectWith(error.redirectUri, { error: error.error, state: error.state }),
      );
      return;
    }
    throw error;
  }
  await run(authorize);
}

/**
 * GET /oauth2/authorize: a browser with a hosted session gets its code at once (unless
 * `prompt=login`); otherwise the login page with the same query, as Cognito does.
 */
export async function handleAuthorize(context: HostedContext) {
  await withAuthorizeRequest(context, context.query, async (authorize) => {
    const session =
      authorize.prompt === 'login'
        ? null
        : await findHostedSession(
            context.services,
            readCookie(context.request, sessionCookieName),
            authorize.pool.Id,
          );
    if (session) {
      await issueCodeAndReturn(context, authorize, session.userId, session.authTime, false);
      return;
    }
    if (authorize.prompt === 'none') {
      redirect(
        context.response,
        redirectWith(authorize.redirectUri, { error: 'login_required', state: authorize.state }),
      );
      return;
    }
    const query = new URLSearchParams(authorize.parameters as Record<string, string>);
    redirect(context.response, `/login?${query.toString()}`);
  });
}
