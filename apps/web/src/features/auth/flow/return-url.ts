import { AUTH_PAGES } from './auth-pages';

const BASE = 'http://same-origin.invalid';

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * Only a path on this site is honoured; anything that could leave it (scheme, `//host`,
 * backslashes browsers treat as slashes, control characters) becomes `/`, so a crafted link
 * cannot turn our login page into an open redirect.
 */
export function sanitizeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.includes('\\') || hasControlCharacter(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a completed login lands: the sanitised returnUrl unless it is itself a sign-in page. */
export function destinationAfterLogin(returnUrl: string | null | undefined): string {
  const path = sanitizeReturnUrl(returnUrl);
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return AUTH_PAGES.includes(pathname) ? '/' : path;
}

/**
 * `/login?...` keeping a returnUrl only when it is worth keeping; `username` fills in the login
 * form (starting a sign-in again).
 */
export function loginUrl(
  options: { returnUrl?: string | null; reason?: string; username?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.reason) query.set('reason', options.reason);
  if (options.username) query.set('username', options.username);
  const returnUrl = sanitizeReturnUrl(options.returnUrl);
  if (returnUrl !== '/') query.set('returnUrl', returnUrl);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}
