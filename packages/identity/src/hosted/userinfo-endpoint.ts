import { decodeJwt } from 'jose';
import { CognitoError } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import type { HostedContext } from './hosted-context.js';
import { sendOauthJson } from './http-helpers.js';

const claimsByScope: Record<string, (name: string) => boolean> = {
  email: (name) => name === 'email' || name === 'email_verified',
  phone: (name) => name === 'phone_number' || name === 'phone_number_verified',
  profile: (name) =>
    !['email', 'email_verified', 'phone_number', 'phone_number_verified'].includes(name),
};

function refuse(context: HostedContext, status: number, error: string, description: string) {
  context.response.setHeader(
    'WWW-Authenticate',
    `Bearer error="${error}", error_description="${description}"`,
  );
  sendOauthJson(context.response, status, { error, error_description: description });
}

/** GET (or POST) /oauth2/userInfo: the claims the access token's scopes allow. */
export async function handleUserInfo(context: HostedContext) {
  const header = context.request.headers.authorization ?? '';
  const token = /^Bearer (\S+)$/i.exec(header)?.[1];
  if (!token) {
    refuse(context, 400, 'invalid_request', 'Access token is missing');
    return;
  }
  let user;
  try {
    // userInfo needs `openid`, checked below, not the self-service scope.
    ({ user } = await authenticateAccessToken(context.services, token, null));
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    refuse(
      context,
      401,
      'invalid_token',
      'Access token is expired, disabled, or deleted, or the user has globally signed out.',
    );
    return;
  }
  const scopes = String(decodeJwt(token).scope ?? '').split(' ');
  if (!scopes.includes('openid')) {
    refuse(context, 401, 'invalid_token', 'Access token does not contain openid scope');
    return;
  }
  const claims: Record<string, string> = { sub: user.id };
  for (const [name, value] of Object.entries(user.attributes)) {
    if (scopes.some((scope) => claimsByScope[scope]?.(name))) claims[name] = value;
  }
  sendOauthJson(context.response, 200, { ...claims, username: user.username });
}
