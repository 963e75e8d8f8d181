/** User-facing texts fixed by docs/product.md §8; tests compare them verbatim. */
export const AUTH_MESSAGES = {
  alreadySignedIn: 'There is already a signed in user.',
  newPasswordRequired: 'New password is required to complete the login.',
  loginFailed: 'Login failed',
  failedToSetupMfa: 'Failed to setup MFA',
  failedToConfirmMfaSetup: 'Failed to confirm MFA setup',
  invalidMfaCode: 'Invalid MFA code',
  mfaSetupCompleted: 'MFA setup completed successfully',
  setUpTotpFailed: 'Failed to set up TOTP.',
  sessionExpiredDuringSetup:
    'Your session has expired. Logging out for security - please sign in again to continue MFA setup.',
  sessionExpiredDuringVerify:
    'Your session has expired. Logging out for security - please sign in again to continue.',
  notConfirmedInTime: 'The account was not confirmed on time.',
  notConfirmedInTimeSuggestion:
    'Open the link in the email we sent you to confirm your account, then sign in yourself.',
  forgotUsernameSent: 'If an account exists for that address, we have emailed its username.',
} as const;

export function unhandledStepMessage(step: string): string {
  return `Unable to login, because step "${step}" is not handled.`;
}
