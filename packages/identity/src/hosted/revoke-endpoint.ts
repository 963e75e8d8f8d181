import { revokeRefreshToken } from '../services/tokens.js';
import { authenticateClient, OauthError, readOauthForm } from './client-auth.js';
import type { HostedContext } from './hosted-context.js';
import { sendOauthFailure } from './token-endpoint.js';

/**
 * POST /oauth2/revoke: a refresh token and the access tokens made from it stop working;
 * 200 with an empty body, also for a token that is unknown, as RFC 7009 and Cognito answer.
 */
export async function handleRevoke(context: HostedContext) {
  try {
    const form = await readOauthForm(context.request);
    const token = form.get('token');
    if (!token || token.length > 4096) throw new OauthError('invalid_request');
    const { client } = await authenticateClient(context.services, context.request, form);
    if (form.get('token_type_hint') === 'access_token')
      throw new OauthError('unsupported_token_type');
    await revokeRefreshToken(context.services, token, client.ClientId);
    context.response.writeHead(200, { 'Cache-Control': 'no-store', 'Content-Length': 0 }).end();
  } catch (error) {
    if (error instanceof OauthError && error.error === 'invalid_client') {
      sendOauthFailure(context.response, new OauthError('invalid_client', 401));
      return;
    }
    sendOauthFailure(context.response, error);
  }
}
