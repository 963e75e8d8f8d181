import { errorMessage, errorName } from '../flow/auth-errors';
import { AUTH_MESSAGES } from '../flow/messages';

/** SPEC §8's OAuth texts, and what the person can do about each. */
export const HOSTED_SIGN_IN_MESSAGES = {
  failed: "Couldn't finish OAuth flow, check your User Pool HostedUI settings",
  notConfigured: 'oauth param not configured.',
  invalidRedirect:
    'Hosted sign-in has no valid return address for this app (invalid redirect). Sign in with your password instead.',
  invalidOrigin:
    'Hosted sign-in must start from the address this app is configured for (invalid origin). Sign in with your password instead.',
  implicitFlow:
    'Token refresh is not supported for the implicit grant flow; hosted sign-in must use the code flow. Please sign in again.',
  cancelled: 'Hosted sign-in was cancelled. You can try again or sign in with your password.',
} as const;

/**
 * The one place an error of hosted sign-in (starting it on /login, or finishing it on
 * /contacts) becomes a message: by Amplify's error name, then by its text where Amplify uses
 * one name for several situations.
 */
export function hostedSignInFailureMessage(error: unknown): string {
  const name = errorName(error);
  const text = errorMessage(error, '');
  switch (name) {
    case 'OAuthNotConfigureException':
      return HOSTED_SIGN_IN_MESSAGES.notConfigured;
    case 'InvalidRedirectException':
    case 'InvalidPreferredRedirectUrlException':
      return HOSTED_SIGN_IN_MESSAGES.invalidRedirect;
    case 'InvalidOriginException':
      return HOSTED_SIGN_IN_MESSAGES.invalidOrigin;
    case 'UserAlreadyAuthenticatedException':
      return AUTH_MESSAGES.alreadySignedIn;
    case 'TokenRefreshException':
      return /implicit/i.test(text)
        ? HOSTED_SIGN_IN_MESSAGES.implicitFlow
        : HOSTED_SIGN_IN_MESSAGES.failed;
  }
  if (/user cancelled oauth flow/i.test(text)) return HOSTED_SIGN_IN_MESSAGES.cancelled;
  return HOSTED_SIGN_IN_MESSAGES.failed;
}
