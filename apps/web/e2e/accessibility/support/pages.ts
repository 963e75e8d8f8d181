/** Pages anyone can open; each has a `main h1` once ready. */
export const PUBLIC_PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/forgot-username',
  '/confirm-signup',
  '/settings/accessibility',
];

/** Pages behind sign-in (the settings page differs only by its header, covered by these). */
export const SIGNED_IN_PAGES = ['/', '/profile'];

export const FONT_SIZES = [100, 200];

export const DESKTOP = { width: 1280, height: 800 };
export const NARROW = { width: 320, height: 640 };
