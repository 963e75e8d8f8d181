import { decodeJwt, errors as joseErrors } from 'jose';
import { eq } from 'drizzle-orm';
import { verifyJwt } from '../crypto/jwt.js';
import { messages, notAuthorized } from '../errors.js';
import { refreshTokens } from '../store/schema.js';
import type { Uses } from './context.js';
import { selfServiceScope } from './token-claims.js';
import { findUserById, type UserRecord } from './users.js';

export interface AuthenticatedUser {
  user: UserRecord;
  clientId: string;
}

async function verifiedClaims(services: Uses<'clock' | 'config' | 'keys'>, accessToken: string) {
  let issuer: unknown;
  try {
    issuer = decodeJwt(accessToken).iss;
  } catch {
    throw notAuthorized(messages.invalidAccessToken);
  }
  const prefix = `${services.config.publicUrl}/`;
  if (typeof issuer !== 'string' || !issuer.startsWith(prefix)) {
    throw notAuthorized(messages.invalidAccessToken);
  }
  try {
    return await verifyJwt(accessToken, services.keys.all, {
      issuer,
      nowMs: services.clock.nowInMs(),
    });
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw notAuthorized('Access Token has expired');
    throw notAuthorized(messages.invalidAccessToken);
  }
}

/**
 * The user behind an access token, checked as Cognito does for its own APIs: signature, issuer,
 * expiry, token use, the scope the API needs (`aws.cognito.signin.user.admin` for the user
 * pool's self-service operations; a hosted sign-in grants it only when asked for), and that the
 * sign-in it came from was not revoked. `requiredScope: null` is for an endpoint that checks
 * scopes itself (`/oauth2/userInfo`).
 */
export async function authenticateAccessToken(
  services: Uses<'clock' | 'config' | 'db' | 'keys'>,
  accessToken: string,
  requiredScope: string | null = selfServiceScope,
): Promise<AuthenticatedUser> {
  const claims = await verifiedClaims(services, accessToken);
  const { token_use: tokenUse, origin_jti: originJti, sub, client_id: clientId } = claims;
  if (tokenUse !== 'access' || typeof originJti !== 'string' || typeof sub !== 'string') {
    throw notAuthorized(messages.invalidAccessToken);
  }
  if (
    requiredScope &&
    !String(claims.scope ?? '')
      .split(' ')
      .includes(requiredScope)
  ) {
    throw notAuthorized('Access Token does not have required scopes');
  }
  const [origin] = await services.db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.originJti, originJti));
  if (!origin || origin.revokedAt !== null) throw notAuthorized(messages.accessTokenRevoked);
  const user = await findUserById(services, sub);
  if (!user) throw notAuthorized(messages.userNotFound);
  if (!user.enabled) throw notAuthorized(messages.userDisabled);
  return { user, clientId: String(clientId) };
}
