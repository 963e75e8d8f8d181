import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { toJwks } from '../crypto/jwt.js';
import { sendJson } from '../http/respond.js';
import type { Services } from '../services/context.js';
import { DEFAULT_POOL_ID } from '../services/pools.js';
import {
  showForgotPassword,
  showSignUp,
  submitConfirmForgotPassword,
  submitConfirmSignUp,
  submitForgotPassword,
  submitSignUp,
} from './account-flow.js';
import { handleAuthorize } from './authorize-endpoint.js';
import { handleConfirmUser } from './confirm-user-endpoint.js';
import { openidConfiguration } from './discovery.js';
import type { HostedContext } from './hosted-context.js';
import { firstValues, sendHtml } from './http-helpers.js';
import { showLogin, submitLogin, submitMfa, submitMfaSetup } from './login-flow.js';
import { handleLogout } from './logout-endpoint.js';
import { handleRevoke } from './revoke-endpoint.js';
import { errorPage } from './sign-in-pages.js';
import { applyTokenCors, handleToken } from './token-endpoint.js';
import { handleUserInfo } from './userinfo-endpoint.js';

const stylesheet = readFileSync(new URL('./hosted.css', import.meta.url));

type Handler = (context: HostedContext) => Promise<void> | void;

function routes(services: Services): Record<string, Handler> {
  return {
    'GET /.well-known/openid-configuration': ({ response, hostedUrl }) =>
      sendJson(
        response,
        200,
        openidConfiguration(services, DEFAULT_POOL_ID, hostedUrl),
        'application/json',
      ),
    'GET /.well-known/jwks.json': ({ response }) =>
      sendJson(response, 200, toJwks(services.keys.all), 'application/json'),
    'GET /hosted.css': ({ response }) => {
      response.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'max-age=300',
      });
      response.end(stylesheet);
    },
    // Browsers ask for it; an empty answer keeps their consoles free of 404s.
    'GET /favicon.ico': ({ response }) =>
      void response.writeHead(204, { 'Cache-Control': 'max-age=86400' }).end(),
    'GET /oauth2/authorize': handleAuthorize,
    'GET /login': showLogin,
    'POST /login': submitLogin,
    'POST /mfa': submitMfa,
    'POST /mfa/setup': submitMfaSetup,
    'GET /signup': showSignUp,
    'POST /signup': submitSignUp,
    'POST /confirm': submitConfirmSignUp,
    'GET /forgotPassword': showForgotPassword,
    'POST /forgotPassword': submitForgotPassword,
    'POST /confirmForgotPassword': submitConfirmForgotPassword,
    'POST /oauth2/token': handleToken,
    'OPTIONS /oauth2/token': ({ response }) => void response.writeHead(204).end(),
    'GET /oauth2/userInfo': handleUserInfo,
    'POST /oauth2/userInfo': handleUserInfo,
    'POST /oauth2/revoke': handleRevoke,
    'GET /logout': handleLogout,
    'GET /confirmUser': handleConfirmUser,
  };
}

/** The hosted domain's request listener; like the JSON API's, it never rejects. */
export function createHostedHandler(services: Services, hostedUrl: () => string) {
  const table = routes(services);
  return (request: IncomingMessage, response: ServerResponse) => {
    const requestId = randomUUID();
    const url = new URL(request.url ?? '/', 'https://hosted.invalid');
    const context: HostedContext = {
      request,
      response,
      services,
      query: firstValues(url.searchParams),
      hostedUrl: hostedUrl(),
    };
    if (url.pathname === '/oauth2/token') applyTokenCors(context);
    const handler = table[`${request.method} ${url.pathname.replace(/\/+$/, '') || '/'}`];
    Promise.resolve()
      .then(() =>
        handler
          ? handler(context)
          : sendHtml(response, 404, errorPage('This page does not exist.')),
      )
      .catch((error: unknown) => {
        // Paths only, never queries: they may carry codes.
        services.log.error('hosted request failed', {
          requestId,
          path: url.pathname,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        if (!response.headersSent)
          sendHtml(response, 500, errorPage('An internal error occurred.'));
        else response.destroy();
      });
  };
}
