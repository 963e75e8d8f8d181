import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../flow/messages';
import { HOSTED_SIGN_IN_MESSAGES, hostedSignInFailureMessage } from './hosted-sign-in-errors';

function amplifyError(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

describe('hostedSignInFailureMessage', () => {
  it.each([
    ['OAuthNotConfigureException', 'oauth param not configured.', 'notConfigured'],
    [
      'InvalidRedirectException',
      'signInRedirect or signOutRedirect had an invalid format or was not found.',
      'invalidRedirect',
    ],
    [
      'InvalidOriginException',
      'redirect is coming from a different origin. The oauth flow needs to be initiated from the same origin',
      'invalidOrigin',
    ],
    [
      'TokenRefreshException',
      "Token refresh is not supported when authenticated with the 'implicit grant' (token) oauth flow.",
      'implicitFlow',
    ],
    ['OAuthSignInException', 'User cancelled OAuth flow.', 'cancelled'],
    ['OAuthSignInException', 'invalid_grant', 'failed'],
    ['oauthSignInError', 'An error occurred while validating the state.', 'failed'],
  ] as const)('maps %s (%s) to its SPEC §8 message', (name, message, key) => {
    expect(hostedSignInFailureMessage(amplifyError(name, message))).toBe(
      HOSTED_SIGN_IN_MESSAGES[key],
    );
  });

  it('says the SPEC §8 OAuth text for anything unknown, an empty error included', () => {
    expect(hostedSignInFailureMessage(undefined)).toBe(
      "Couldn't finish OAuth flow, check your User Pool HostedUI settings",
    );
    expect(hostedSignInFailureMessage(new Error('boom'))).toBe(HOSTED_SIGN_IN_MESSAGES.failed);
  });

  it('refuses to start while someone is signed in with the SPEC text', () => {
    expect(
      hostedSignInFailureMessage(
        amplifyError('UserAlreadyAuthenticatedException', 'There is already a signed in user.'),
      ),
    ).toBe(AUTH_MESSAGES.alreadySignedIn);
  });
});
