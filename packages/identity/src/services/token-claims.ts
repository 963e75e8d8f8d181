import { randomUUID } from 'node:crypto';
import { toEpochSeconds } from '../clock.js';
import type { UserRecord } from './users.js';

export interface TokenContext {
  issuer: string;
  clientId: string;
  originJti: string;
  authTimeInMs: number;
  nowInMs: number;
}

const booleanAttributes = new Set(['email_verified', 'phone_number_verified']);

/** Cognito's id token: identity claims plus every attribute, all strings except the flags. */
export function idTokenClaims(user: UserRecord, context: TokenContext, lifetimeInMs: number) {
  const attributes: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    attributes[name] = booleanAttributes.has(name) ? value === 'true' : value;
  }
  return {
    ...attributes,
    sub: user.id,
    iss: context.issuer,
    'cognito:username': user.username,
    origin_jti: context.originJti,
    aud: context.clientId,
    event_id: randomUUID(),
    token_use: 'id',
    auth_time: toEpochSeconds(context.authTimeInMs),
    exp: toEpochSeconds(context.nowInMs + lifetimeInMs),
    iat: toEpochSeconds(context.nowInMs),
    jti: randomUUID(),
  };
}

/** Cognito's access token: `client_id` instead of `aud`, and the self-service scope. */
export function accessTokenClaims(user: UserRecord, context: TokenContext, lifetimeInMs: number) {
  return {
    sub: user.id,
    iss: context.issuer,
    client_id: context.clientId,
    origin_jti: context.originJti,
    event_id: randomUUID(),
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: toEpochSeconds(context.authTimeInMs),
    exp: toEpochSeconds(context.nowInMs + lifetimeInMs),
    iat: toEpochSeconds(context.nowInMs),
    jti: randomUUID(),
    username: user.username,
  };
}
