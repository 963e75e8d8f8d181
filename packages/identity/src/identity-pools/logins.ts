import { decodeJwt, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { toEpochSeconds } from '../clock.js';
import { verifyJwt } from '../crypto/jwt.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import type { Uses } from '../services/context.js';
import { issuerFor } from '../services/tokens.js';
import { findUserById } from '../services/users.js';
import { refreshTokens } from '../store/schema.js';
import type { IdentityPoolSettings } from './fields.js';
import type { LoginSubject } from './identities.js';

/** Cognito Identity's words for a login it refuses (all NotAuthorizedException). */
const refusals = {
  unsupportedProvider: 'Token is not from a supported provider of this identity pool.',
  notAToken: 'Invalid login token. Not a valid OpenId Connect identity token.',
  issuerMismatch: "Invalid login token. Issuer doesn't match providerName",
  badSignature: "Invalid login token. Couldn't verify signed token.",
  missingAudience: 'Invalid login token. Missing a required claim: aud',
  revoked: 'Invalid login token. Token has been revoked.',
} as const;

/** `<host>[/path]/<userPoolId>`: a provider name or Logins key naming a Cognito user pool. */
const userPoolProvider = /^[^/]+(?:\/[^/]+)*\/([\w-]+_[0-9a-zA-Z]+)$/;
const userPoolOf = (providerName: string) => userPoolProvider.exec(providerName)?.[1];

/**
 * The user a request's `Logins` sign in, or null for none (a guest). The key is the id token's
 * issuer without its scheme, as Amplify builds it; a configured provider matches by its user
 * pool id, whatever its host part (see the package README). The token is this server's id
 * token for that pool: signature, `iss`, expiry, `aud` one of the provider's app clients.
 */
export async function verifyLogins(
  services: Uses<'clock' | 'config' | 'db' | 'keys'>,
  pool: IdentityPoolSettings,
  logins: Record<string, string> | undefined,
): Promise<LoginSubject | null> {
  const entries = Object.entries(logins ?? {});
  if (entries.length === 0) return null;
  if (entries.length > 1) {
    throw invalidParameter('This server accepts one login per request.');
  }
  const [[key, token]] = entries as [[string, string]];
  const userPoolId = userPoolOf(key);
  const providers = (pool.CognitoIdentityProviders ?? []).filter(
    (provider) => userPoolId !== undefined && userPoolOf(provider.ProviderName) === userPoolId,
  );
  if (!userPoolId || providers.length === 0) throw notAuthorized(refusals.unsupportedProvider);
  const claims = await verifiedIdToken(services, key, userPoolId, token);
  if (typeof claims.aud !== 'string') throw notAuthorized(refusals.missingAudience);
  const provider = providers.find((candidate) => candidate.ClientId === claims.aud);
  if (!provider || claims.token_use !== 'id' || typeof claims.sub !== 'string') {
    throw notAuthorized(refusals.unsupportedProvider);
  }
  if (provider.ServerSideTokenCheck) await assertSignInLives(services, claims);
  return { userPoolId, sub: claims.sub };
}

async function verifiedIdToken(
  services: Uses<'clock' | 'config' | 'keys'>,
  key: string,
  userPoolId: string,
  token: string,
) {
  let issuer: unknown;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw notAuthorized(refusals.notAToken);
  }
  if (typeof issuer !== 'string' || issuer.replace(/^\w+:\/\//, '') !== key) {
    throw notAuthorized(refusals.issuerMismatch);
  }
  const nowMs = services.clock.nowInMs();
  try {
    return await verifyJwt(token, services.keys.all, {
      issuer: issuerFor(services, userPoolId),
      nowMs,
    });
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      const exp = Number(error.payload.exp);
      throw notAuthorized(`Invalid login token. Token expired: ${toEpochSeconds(nowMs)} >= ${exp}`);
    }
    throw notAuthorized(refusals.badSignature);
  }
}

/** ServerSideTokenCheck: the sign-in is not revoked (global sign-out) and its user is enabled. */
async function assertSignInLives(services: Uses<'db'>, claims: Record<string, unknown>) {
  const originJti = typeof claims.origin_jti === 'string' ? claims.origin_jti : '';
  const [origin] = await services.db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.originJti, originJti));
  const user = await findUserById(services, String(claims.sub));
  if (!origin || origin.revokedAt !== null || !user?.enabled) {
    throw notAuthorized(refusals.revoked);
  }
}
