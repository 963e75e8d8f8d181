import { CognitoError, invalidParameter, messages } from '../errors.js';
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

/**
 * ForgotPassword and ResendConfirmationCode for a username that does not exist: a believable
 * delivery (stable for the same name) when existence is hidden, UserNotFoundException if not.
 */
export function deliveryForUnknownUser(client: ClientSettings, username: string) {
  if (client.PreventUserExistenceErrors !== 'ENABLED') {
    throw unknownUserError(client, invalidParameter('User does not exist.'));
  }
  const local = username.includes('@') ? username : `${username}@example.com`;
  return { CodeDeliveryDetails: emailDelivery(local) };
}
