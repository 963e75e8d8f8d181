import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginUrl, sanitizeReturnUrl } from './return-url';

describe('sanitizeReturnUrl', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile?tab=security#mfa', '/profile?tab=security#mfa'],
    ['/settings/accessibility', '/settings/accessibility'],
    ['/a/../profile', '/profile'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(sanitizeReturnUrl(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'profile',
    ' /profile',
  ])('turns %s into /', (input) => {
    expect(sanitizeReturnUrl(input)).toBe('/');
  });
});

describe('destinationAfterLogin', () => {
  it('goes to the returnUrl, or home when there is none', () => {
    expect(destinationAfterLogin('/profile')).toBe('/profile');
    expect(destinationAfterLogin(null)).toBe('/');
  });

  it('does not send a signed-in user back into a sign-in page', () => {
    expect(destinationAfterLogin('/mfa-setup')).toBe('/');
    expect(destinationAfterLogin('/mfa-verify?x=1')).toBe('/');
  });
});

describe('loginUrl', () => {
  it('carries the reason and a safe returnUrl', () => {
    expect(loginUrl({ reason: 'session_expired', returnUrl: '/mfa-setup' })).toBe(
      '/login?reason=session_expired&returnUrl=%2Fmfa-setup',
    );
    expect(loginUrl({ returnUrl: 'https://evil.example' })).toBe('/login');
  });

  it('fills in the username of a sign-in started again, encoded', () => {
    expect(loginUrl({ username: 'ada lovelace&x', returnUrl: '/profile' })).toBe(
      '/login?username=ada+lovelace%26x&returnUrl=%2Fprofile',
    );
    expect(loginUrl({ username: '' })).toBe('/login');
  });
});
