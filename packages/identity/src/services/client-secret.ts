import { createHmac, randomInt } from 'node:crypto';
import { timingSafeEqualText } from '../crypto/random.js';
import { CognitoError, notAuthorized } from '../errors.js';
import type { ClientSettings } from './pool-settings.js';

/**
 * App client secrets, as Cognito makes and checks them. A client with a secret must prove it
 * on every call that names a user: SECRET_HASH (or SecretHash) = Base64(HMAC-SHA256(key = the
 * secret, message = username + client id)); the refresh-token calls send the secret itself.
 * A client without a secret ignores both, as it always has here.
 */

/** Cognito's secrets are 52 characters of lower-case letters and digits. */
const secretAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const secretLength = 52;

export function generateClientSecret(): string {
  return Array.from({ length: secretLength }, () => secretAlphabet[randomInt(36)]).join('');
}

export function secretHashOf(clientSecret: string, username: string, clientId: string): string {
  return createHmac('sha256', clientSecret)
    .update(`${username}${clientId}`, 'utf8')
    .digest('base64');
}

/** The one check of SECRET_HASH, for every operation that takes it. */
export function assertSecretHash(
  client: ClientSettings,
  username: string,
  secretHash: string | undefined,
): void {
  const secret = client.ClientSecret;
  if (secret === undefined) return;
  if (secretHash === undefined) {
    throw notAuthorized(
      `Client ${client.ClientId} is configured with secret but SECRET_HASH was not received`,
    );
  }
  if (!timingSafeEqualText(secretHash, secretHashOf(secret, username, client.ClientId))) {
    throw notAuthorized(`Unable to verify secret hash for client ${client.ClientId}`);
  }
}

/**
 * The check of a ClientSecret sent as it is (GetTokensFromRefreshToken, RevokeToken). Cognito
 * documents NotAuthorizedException for the first and UnauthorizedException for the second.
 */
export function assertClientSecret(
  client: ClientSettings,
  given: string | undefined,
  refusal: 'NotAuthorizedException' | 'UnauthorizedException',
): void {
  const secret = client.ClientSecret;
  if (secret === undefined) return;
  if (given === undefined || !timingSafeEqualText(given, secret)) {
    throw new CognitoError(refusal, `Unable to verify secret hash for client ${client.ClientId}`);
  }
}
