import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { signJwt } from '../crypto/jwt.js';
import { generateOpaqueToken, sha256Hex } from '../crypto/random.js';
import { messages, notAuthorized } from '../errors.js';
import { devices, refreshTokens } from '../store/schema.js';
import { withWrite, type RidingWrite } from '../store/with-write.js';
import type { Uses } from './context.js';
import { tokenLifetimesInMs, type ClientSettings } from './pool-settings.js';
import { memberGroupsOf, type MemberGroup } from './group-claims.js';
import { accessTokenClaims, idTokenClaims, type TokenContext } from './token-claims.js';
import { findUserById, type UserRecord } from './users.js';

export function issuerFor(services: Uses<'config'>, poolId: string): string {
  return `${services.config.publicUrl}/${poolId}`;
}

async function signPair(
  services: Uses<'keys'>,
  user: UserRecord,
  context: TokenContext,
  client: ClientSettings,
  memberGroups: readonly MemberGroup[],
) {
  const lifetimes = tokenLifetimesInMs(client);
  const [IdToken, AccessToken] = await Promise.all([
    signJwt(services.keys.id, idTokenClaims(user, context, lifetimes.idInMs, memberGroups)),
    signJwt(
      services.keys.access,
      accessTokenClaims(user, context, lifetimes.accessInMs, memberGroups),
    ),
  ]);
  return {
    AccessToken,
    IdToken,
    ExpiresIn: Math.floor(lifetimes.accessInMs / 1000),
    TokenType: 'Bearer',
  };
}

/**
 * A new sign-in's refresh token and its stored row, made before the statement that stores it;
 * `tokensForStoredSignIn` signs the id and access tokens once it is stored.
 */
export function newSignIn(
  services: Uses<'clock' | 'config'>,
  user: Pick<UserRecord, 'id' | 'poolId'>,
  client: ClientSettings,
  grant?: HostedGrant,
) {
  const now = services.clock.nowInMs();
  const context: TokenContext = {
    issuer: issuerFor(services, user.poolId),
    clientId: client.ClientId,
    originJti: randomUUID(),
    authTimeInMs: grant?.authTimeInMs ?? now,
    nowInMs: now,
    scope: grant?.scope ?? null,
    nonce: grant?.nonce ?? null,
  };
  const refreshToken = generateOpaqueToken();
  const row: typeof refreshTokens.$inferSelect = {
    tokenHash: sha256Hex(refreshToken),
    originJti: context.originJti,
    userId: user.id,
    poolId: user.poolId,
    clientId: client.ClientId,
    authTime: context.authTimeInMs,
    expiresAt: now + tokenLifetimesInMs(client).refreshInMs,
    revokedAt: null,
    deviceKey: null,
    scope: context.scope ?? null,
  };
  return { context, refreshToken, row };
}

export type NewSignIn = ReturnType<typeof newSignIn>;

/** What an authorization code on the hosted domain grants: its scopes, nonce and sign-in time. */
export interface HostedGrant {
  scope: string;
  nonce: string | null;
  authTimeInMs: number;
}

/**
 * The tokens of a sign-in whose refresh token is stored; `memberGroups` were read by the
 * statement that stored it (memberGroupsOf).
 */
export async function tokensForStoredSignIn(
  services: Uses<'keys'>,
  user: UserRecord,
  signIn: NewSignIn,
  client: ClientSettings,
  memberGroups: readonly MemberGroup[],
) {
  const pair = await signPair(services, user, signIn.context, client, memberGroups);
  return { ...pair, RefreshToken: signIn.refreshToken };
}

/**
 * A completed sign-in: new id, access and refresh tokens sharing a fresh `origin_jti`.
 * `alongside` (the sign-in's own last write) commits with the refresh token's insert.
 */
export async function issueTokensForSignIn(
  services: Uses<'clock' | 'config' | 'db' | 'keys'>,
  user: UserRecord,
  client: ClientSettings,
  alongside?: RidingWrite,
  grant?: HostedGrant,
) {
  const signIn = newSignIn(services, user, client, grant);
  // The user's groups are read by the insert that stores the refresh token, in its RETURNING.
  const [stored] = await withWrite(services.db, alongside)
    .insert(refreshTokens)
    .values(signIn.row)
    .returning({ memberGroups: memberGroupsOf(refreshTokens.userId) });
  return tokensForStoredSignIn(services, user, signIn, client, stored?.memberGroups ?? []);
}

/**
 * New id and access tokens for a live refresh token; `auth_time` and `origin_jti` carry over,
 * the groups are the user's groups now (read with the refresh token).
 */
export async function refreshTokensFor(
  services: Uses<'clock' | 'config' | 'db' | 'keys'>,
  refreshToken: string,
  client: ClientSettings,
  /** A check of the token's user before tokens are made (the SECRET_HASH of REFRESH_TOKEN_AUTH). */
  assertUser?: (user: UserRecord) => void,
  /** The DEVICE_KEY / DeviceKey sent with the refresh. */
  deviceKey?: string,
) {
  const [stored] = await services.db
    .select({
      ...getTableColumns(refreshTokens),
      memberGroups: memberGroupsOf(refreshTokens.userId),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)));
  const now = services.clock.nowInMs();
  if (!stored || stored.clientId !== client.ClientId || stored.expiresAt <= now) {
    throw notAuthorized(messages.invalidRefreshToken);
  }
  if (stored.revokedAt !== null) throw notAuthorized(messages.refreshTokenRevoked);
  if (!(await refreshMayUseDevice(services, stored.deviceKey, deviceKey))) {
    throw notAuthorized(messages.invalidRefreshToken);
  }
  const user = await findUserById(services, stored.userId);
  if (!user) throw notAuthorized(messages.invalidRefreshToken);
  if (!user.enabled) throw notAuthorized(messages.userDisabled);
  assertUser?.(user);
  const context: TokenContext = {
    issuer: issuerFor(services, user.poolId),
    clientId: client.ClientId,
    originJti: stored.originJti,
    authTimeInMs: stored.authTime,
    nowInMs: now,
    scope: stored.scope,
  };
  return signPair(services, user, context, client, stored.memberGroups);
}

/**
 * A sign-in's tokens belong to the device it was made on: once that device is confirmed, a
 * refresh must name it, and a refresh naming another device (or one where the sign-in had
 * none) is refused, as Cognito answers "Invalid Refresh Token". Before ConfirmDevice a refresh
 * without a key is let through: Amplify in Node, or a browser whose ConfirmDevice failed,
 * stores no device and would otherwise lose its session.
 */
async function refreshMayUseDevice(
  services: Uses<'db'>,
  boundKey: string | null,
  givenKey: string | undefined,
): Promise<boolean> {
  if (givenKey !== undefined) return boundKey === givenKey;
  if (boundKey === null) return true;
  const [device] = await services.db
    .select({ verifier: devices.srpVerifier })
    .from(devices)
    .where(eq(devices.deviceKey, boundKey));
  return device !== undefined && device.verifier === null;
}

export async function revokeRefreshToken(
  services: Uses<'clock' | 'db'>,
  refreshToken: string,
  clientId: string,
) {
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: services.clock.nowInMs() })
    .where(
      and(
        eq(refreshTokens.tokenHash, sha256Hex(refreshToken)),
        eq(refreshTokens.clientId, clientId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Every session of the user ends: refresh tokens and the access tokens minted from them. */
export async function revokeAllTokens(services: Uses<'clock' | 'db'>, userId: string) {
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: services.clock.nowInMs() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
