import { AUTH_MESSAGES } from './messages';

interface NamedError {
  name?: unknown;
  message?: unknown;
}

export function errorName(error: unknown): string {
  const name = (error as NamedError | null)?.name;
  return typeof name === 'string' ? name : '';
}

export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as NamedError | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : fallback;
}

/**
 * During an MFA step these mean the sign-in session (kept 3 minutes) is gone: the identity
 * service rejected it, or Amplify no longer holds one after a reload.
 */
export function isMfaSessionExpired(error: unknown): boolean {
  const name = errorName(error);
  if (name === 'NotAuthorizedException' || name === 'SignInException') return true;
  if (name === 'ExpiredCodeException') return false;
  return /session (is )?expired|invalid session/i.test(errorMessage(error, ''));
}

/** The message a failed sign-in shows (docs/product.md §8 "Login failure"). */
export function loginFailureMessage(error: unknown): string {
  if (errorName(error) === 'UserAlreadyAuthenticatedException')
    return AUTH_MESSAGES.alreadySignedIn;
  return errorMessage(error, AUTH_MESSAGES.loginFailed);
}

/** A wrong authenticator code keeps the user on the page with a fixable message. */
export function isWrongCode(error: unknown): boolean {
  const name = errorName(error);
  return name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException';
}

/**
 * A sign-up waiting for its emailed link that did not continue: out of time (SPEC §8 "Account
 * not confirmed in time", with its suggestion), or the sign-in itself failed.
 */
export function linkConfirmationFailureMessage(error: unknown): string {
  if (errorName(error) === 'AutoSignInException')
    return `${AUTH_MESSAGES.notConfirmedInTime} ${AUTH_MESSAGES.notConfirmedInTimeSuggestion}`;
  return loginFailureMessage(error);
}
