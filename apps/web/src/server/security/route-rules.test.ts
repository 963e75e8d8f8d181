import { describe, expect, it } from 'vitest';
import { isNoStorePath, isProtectedPath } from './route-rules';

describe('route rules', () => {
  it('protects home, profile (with its security pages), contacts and recovery codes only', () => {
    expect(
      [
        '/',
        '/profile',
        '/profile/',
        '/profile/security',
        '/profile/delete-account',
        '/contacts',
        '/recovery-codes',
      ].every(isProtectedPath),
    ).toBe(true);
    expect(
      [
        '/login',
        '/profiles',
        '/recovery-codes-help',
        '/settings/accessibility',
        '/api/trpc/user.me',
        '/api/health',
      ].some(isProtectedPath),
    ).toBe(false);
  });

  it('keeps auth pages and protected pages out of caches', () => {
    for (const path of [
      '/login',
      '/signup',
      '/confirm-signup',
      '/mfa-setup',
      '/mfa-verify',
      '/forgot-password',
      '/forgot-username',
      '/profile',
      '/',
    ]) {
      expect(isNoStorePath(path)).toBe(true);
    }
    expect(isNoStorePath('/settings/accessibility')).toBe(false);
  });

  it('keeps the support console out of caches without sending signed-out visitors to sign in', () => {
    for (const path of ['/admin', '/admin/', '/admin/audit', '/admin/people/alice'])
      expect([path, isNoStorePath(path), isProtectedPath(path)]).toEqual([path, true, false]);
    expect(isNoStorePath('/administrator')).toBe(false);
  });
});
