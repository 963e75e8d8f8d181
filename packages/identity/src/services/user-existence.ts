import { CognitoError, messages } from '../errors.js';
import { emailDelivery } from './code-messages.js';
import type { ClientSettings } from './pool-settings.js';

/**
 * With PreventUserExistenceErrors ENABLED an unknown username gets the answer a real one
 * with a wrong input would get; with LEGACY it gets UserNotFoundException.
 */
export function unknownUserError(client: ClientSettings, disguise: CognitoError): CognitoError {
  if (client.PreventUserExistenceErrors === 'ENABLED') return disguise;
  return new CognitoError('UserNotFoundException', messages.userNotFound);
}

/** A believable delivery for an unknown username, stable for the same name. */
export function simulatedDelivery(username: string) {
  const local = username.includes('@') ? username : `${username}@example.com`;
  return emailDelivery(local);
}
