/** Pages that start or continue a sign-in, or recover an account. */
export const AUTH_PAGES: readonly string[] = [
  '/login',
  '/signup',
  '/confirm-signup',
  '/mfa-setup',
  '/mfa-verify',
  '/forgot-password',
  '/forgot-username',
];
