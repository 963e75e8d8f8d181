import { CognitoError } from '../errors.js';
import type { Uses } from '../services/context.js';
import type { ClientSettings, PoolSettings } from '../services/pool-settings.js';
import { requireClient } from '../services/pools.js';

/** The authorize parameters a hosted page carries from form to form (none is a secret). */
export const authorizeParameterNames = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'nonce',
  'identity_provider',
  'lang',
  'prompt',
  'login_hint',
] as const;

export type AuthorizeParameters = Partial<Record<(typeof authorizeParameterNames)[number], string>>;

export interface AuthorizeRequest {
  pool: PoolSettings;
  client: ClientSettings;
  redirectUri: string;
  scope: string;
  state: string | null;
  codeChallenge: string | null;
  nonce: string | null;
  prompt: string | null;
  loginHint: string | null;
  lang: string;
  parameters: AuthorizeParameters;
}

/** Refused before any form and never redirected: the client or its redirect cannot be trusted. */
export class AuthorizePageError extends Error {}

/** Refused by redirecting back with `error=` (the redirect is registered). */
export class AuthorizeRedirectError extends Error {
  constructor(
    readonly error: string,
    readonly redirectUri: string,
    readonly state: string | null,
  ) {
    super(error);
  }
}

const reservedScopes = ['phone', 'email', 'openid', 'profile', 'aws.cognito.signin.user.admin'];
const scopesNeedingOpenid = ['phone', 'email', 'profile'];
const challengePattern = /^[A-Za-z0-9_-]{43}$/;

export function pickAuthorizeParameters(values: Map<string, string>): AuthorizeParameters {
  const parameters: AuthorizeParameters = {};
  for (const name of authorizeParameterNames) {
    const value = values.get(name);
    if (value !== undefined && value.length <= 2048) parameters[name] = value;
  }
  return parameters;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function allowsOauth(client: ClientSettings): boolean {
  return client.AllowedOAuthFlowsUserPoolClient === true;
}

/**
 * Cognito's checks of /oauth2/authorize (and of every hosted form, which carries the same
 * parameters): the client and the exact redirect first, then the scopes (both shown as an error
 * page), then the rest, which go back to the registered redirect as `error=`.
 */
export async function validateAuthorizeRequest(
  services: Uses<'clock' | 'db'>,
  parameters: AuthorizeParameters,
): Promise<AuthorizeRequest> {
  const clientId = parameters.client_id;
  if (!clientId) throw new AuthorizePageError('The request has no client_id.');
  let found;
  try {
    found = await requireClient(services, clientId);
  } catch (error) {
    if (error instanceof CognitoError) throw new AuthorizePageError('The client does not exist.');
    throw error;
  }
  const { pool, client } = found;
  const redirectUri = parameters.redirect_uri ?? '';
  if (!allowsOauth(client) || !stringList(client.CallbackURLs).includes(redirectUri)) {
    throw new AuthorizePageError('redirect_mismatch');
  }
  const allowedScopes = stringList(client.AllowedOAuthScopes);
  const asked = (parameters.scope ?? '').split(' ').filter(Boolean);
  const scopes = asked.length > 0 ? [...new Set(asked)] : allowedScopes;
  if (scopes.some((scope) => !allowedScopes.includes(scope))) {
    throw new AuthorizePageError('invalid_scope');
  }
  const state = parameters.state ?? null;
  const refuse = (error: string) => new AuthorizeRedirectError(error, redirectUri, state);
  if (scopes.some((s) => scopesNeedingOpenid.includes(s)) && !scopes.includes('openid')) {
    throw refuse('invalid_scope');
  }
  if (scopes.some((scope) => !reservedScopes.includes(scope))) throw refuse('invalid_scope');
  if (parameters.response_type !== 'code') {
    throw refuse(parameters.response_type === 'token' ? 'unauthorized_client' : 'invalid_request');
  }
  if (!stringList(client.AllowedOAuthFlows).includes('code')) throw refuse('unauthorized_client');
  const codeChallenge = parameters.code_challenge ?? null;
  const method = parameters.code_challenge_method;
  if (codeChallenge === null && (method !== undefined || !client.ClientSecret)) {
    // Public clients must use PKCE (they have no secret to redeem the code with).
    throw refuse('invalid_request');
  }
  if (codeChallenge !== null && (method !== 'S256' || !challengePattern.test(codeChallenge))) {
    throw refuse('invalid_request');
  }
  const provider = parameters.identity_provider;
  if (provider !== undefined && !stringList(client.SupportedIdentityProviders).includes(provider)) {
    throw refuse('invalid_request');
  }
  const prompt = parameters.prompt?.toLowerCase() ?? null;
  if (prompt !== null && !['none', 'login', 'consent', 'select_account'].includes(prompt)) {
    throw refuse('invalid_request');
  }
  return {
    pool,
    client,
    redirectUri,
    scope: scopes.join(' '),
    state,
    codeChallenge,
    nonce: parameters.nonce ?? null,
    prompt,
    loginHint: parameters.login_hint ?? null,
    lang: /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})?$/.test(parameters.lang ?? '')
      ? parameters.lang!
      : 'en',
    parameters,
  };
}

/** `redirect_uri` with the given query parameters added (it may already have a query). */
export function redirectWith(redirectUri: string, values: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) {
    if (value !== null) url.searchParams.set(name, value);
  }
  return url.toString();
}
