import type { ServerResponse } from 'node:http';
import { CognitoError } from '../errors.js';
import type { ClientSettings } from '../services/pool-settings.js';
import { issueTokensForSignIn, refreshTokensFor } from '../services/tokens.js';
import { findUserById } from '../services/users.js';
import { authenticateClient, OauthError, readOauthForm } from './client-auth.js';
import { takeCode, verifierMatches } from './codes.js';
import type { HostedContext } from './hosted-context.js';
import { sendOauthJson } from './http-helpers.js';

/**
 * Cognito's token endpoint answers browsers (Amplify's fetch sends x-amz-user-agent, so it is
 * preflighted); no credentials cross origins, so any origin may read the answer.
 */
export function applyTokenCors(context: HostedContext) {
  const { request, response } = context;
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'OPTIONS') {
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'content-type, x-amz-user-agent',
    );
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader('Access-Control-Max-Age', '600');
  }
}

function required(form: Map<string, string>, name: string): string {
  const value = form.get(name);
  if (!value || value.length > 4096) throw new OauthError('invalid_request');
  return value;
}

async function redeemCode(
  context: HostedContext,
  client: ClientSettings,
  form: Map<string, string>,
) {
  const code = required(form, 'code');
  const redirectUri = required(form, 'redirect_uri');
  const verifier = form.get('code_verifier');
  const stored = await takeCode(context.services, code);
  const now = context.services.clock.nowInMs();
  if (
    !stored ||
    stored.expiresAt <= now ||
    stored.clientId !== client.ClientId ||
    stored.redirectUri !== redirectUri ||
    (stored.codeChallenge !== null &&
      !(verifier && verifierMatches(stored.codeChallenge, verifier)))
  ) {
    throw new OauthError('invalid_grant');
  }
  const user = await findUserById(context.services, stored.userId);
  if (!user?.enabled) throw new OauthError('invalid_grant');
  const tokens = await issueTokensForSignIn(context.services, user, client, undefined, {
    scope: stored.scope,
    nonce: stored.nonce,
    authTimeInMs: stored.authTime,
  });
  const openid = stored.scope.split(' ').includes('openid');
  return {
    ...(openid ? { id_token: tokens.IdToken } : {}),
    access_token: tokens.AccessToken,
    refresh_token: tokens.RefreshToken,
    expires_in: tokens.ExpiresIn,
    token_type: 'Bearer',
  };
}

async function refresh(context: HostedContext, client: ClientSettings, form: Map<string, string>) {
  const refreshToken = required(form, 'refresh_token');
  try {
    const tokens = await refreshTokensFor(context.services, refreshToken, client);
    return {
      id_token: tokens.IdToken,
      access_token: tokens.AccessToken,
      expires_in: tokens.ExpiresIn,
      token_type: 'Bearer',
    };
  } catch (error) {
    if (error instanceof CognitoError) throw new OauthError('invalid_grant');
    throw error;
  }
}

/** POST /oauth2/token: authorization_code (with PKCE) and refresh_token, OAuth JSON errors. */
export async function handleToken(context: HostedContext) {
  const { response } = context;
  try {
    const form = await readOauthForm(context.request);
    const grantType = form.get('grant_type');
    if (!grantType) throw new OauthError('invalid_request');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      throw new OauthError('unsupported_grant_type');
    }
    const { client } = await authenticateClient(context.services, context.request, form);
    if (client.AllowedOAuthFlowsUserPoolClient !== true)
      throw new OauthError('unauthorized_client');
    const body =
      grantType === 'authorization_code'
        ? await redeemCode(context, client, form)
        : await refresh(context, client, form);
    sendOauthJson(response, 200, body);
  } catch (error) {
    sendOauthFailure(response, error);
  }
}

export function sendOauthFailure(response: ServerResponse, error: unknown) {
  if (!(error instanceof OauthError)) throw error;
  sendOauthJson(response, error.status, { error: error.error });
}
