import 'server-only';
import { AUTH_PAGES } from '@/features/auth/flow/auth-pages';

/**
 * Pages that need a signed-in visitor; the server redirects others before rendering.
 * `/recovery-codes` follows a completed authenticator setup; the profile's pages are below
 * `/profile`.
 */
const protectedPaths = ['/', '/profile', '/contacts', '/recovery-codes'];

/**
 * Pages whose responses hold account state or forms and must never be kept by a cache: the
 * sign-in and recovery pages, and (below) every protected page.
 */
const noStorePaths = AUTH_PAGES;

/**
 * The support console. Not a protected path: a signed-out visitor is not sent to sign in (that
 * would tell them it exists) but gets the not-found page, as every non-admin does (the proxy
 * decides before rendering). Its answers hold other people's accounts, so no cache keeps them.
 */
const adminPaths = ['/admin'];

function matches(paths: readonly string[], pathname: string, withChildren: boolean): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return paths.some(
    (path) =>
      normalised === path || (withChildren && path !== '/' && normalised.startsWith(`${path}/`)),
  );
}

export function isProtectedPath(pathname: string): boolean {
  return matches(protectedPaths, pathname, true);
}

export function isAdminPath(pathname: string): boolean {
  return matches(adminPaths, pathname, true);
}

export function isNoStorePath(pathname: string): boolean {
  return (
    matches(noStorePaths, pathname, true) || isProtectedPath(pathname) || isAdminPath(pathname)
  );
}

/** The app's HTTP API: tRPC and the health check answer JSON, not pages. */
export function isApiPath(pathname: string): boolean {
  return matches(['/api'], pathname, true);
}
