import { randomUUID } from 'node:crypto';
import { toEpochSeconds } from '../clock.js';
import { groupClaims, type MemberGroup } from './group-claims.js';
import type { UserRecord } from './users.js';

export interface TokenContext {
  issuer: string;
  clientId: string;
  originJti: string;
  authTimeInMs: number;
  nowInMs: number;
  /** Scopes granted on the hosted domain; absent for the JSON API's sign-ins. */
  scope?: string | null;
  /** The OpenID Connect nonce of the hosted authorize request, echoed in the id token. */
  nonce?: string | null;
}

/** The scope of access tokens from the JSON API (and the only one its user operations need). */
export const selfServiceScope = 'aws.cognito.signin.user.admin';

const booleanAttributes = new Set(['email_verified', 'phone_number_verified']);

/**
 * Cognito's id token: identity claims plus every attribute, all strings except the flags, and
 * the claims of the user's groups.
 */
export function idTokenClaims(
  user: UserRecord,
  context: TokenContext,
  lifetimeInMs: number,
  memberGroups: readonly MemberGroup[] = [],
) {
  const attributes: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    attributes[name] = booleanAttributes.has(name) ? value === 'true' : value;
  }
  return {
    ...attributes,
    sub: user.id,
    ...groupClaims(memberGroups).id,
    iss: context.issuer,
    'cognito:username': user.username,
    origin_jti: context.originJti,
    aud: context.clientId,
    event_id: randomUUID(),
    ...(context.nonce ? { nonce: context.nonce } : {}),
    token_use: 'id',
    auth_time: toEpochSeconds(context.authTimeInMs),
    exp: toEpochSeconds(context.nowInMs + lifetimeInMs),
    iat: toEpochSeconds(context.nowInMs),
    jti: randomUUID(),
  };
}

/** Cognito's access token: `client_id` instead of `aud`, the self-service scope, the groups. */
export function accessTokenClaims(
  user: UserRecord,
  context: TokenContext,
  lifetimeInMs: number,
  memberGroups: readonly MemberGroup[] = [],
) {
  return {
    sub: user.id,
    ...groupClaims(memberGroups).access,
    iss: context.issuer,
    client_id: context.clientId,
    origin_jti: context.originJti,
    event_id: randomUUID(),
    token_use: 'access',
    scope: context.scope ?? selfServiceScope,
    auth_time: toEpochSeconds(context.authTimeInMs),
    exp: toEpochSeconds(context.nowInMs + lifetimeInMs),
    iat: toEpochSeconds(context.nowInMs),
    jti: randomUUID(),
    username: user.username,
  };
}
