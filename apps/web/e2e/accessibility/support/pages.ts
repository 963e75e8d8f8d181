/** Pages anyone can open; each has a `main h1` once ready. */
export const PUBLIC_PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/forgot-username',
  '/confirm-signup',
  '/settings/accessibility',
];

/**
 * Pages behind sign-in (the settings page differs only by its header, covered by these);
 * `/contacts` is the welcome hosted sign-in returns to.
 */
export const SIGNED_IN_PAGES = ['/', '/profile', '/contacts'];

/**
 * The account's security pages (issue 13). `/recovery-codes` makes the first set on the first
 * visit and says the set exists on later ones, so both of its states are checked.
 */
export const SECURITY_PAGES = [
  '/recovery-codes',
  '/profile/security',
  '/profile/recovery-codes',
  '/profile/authenticator',
  '/profile/delete-account',
];

export const FONT_SIZES = [100, 200];

export const DESKTOP = { width: 1280, height: 800 };
export const NARROW = { width: 320, height: 640 };
