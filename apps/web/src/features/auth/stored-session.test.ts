import { describe, expect, it } from 'vitest';
import { hasAnyAmplifyCookie, hasStoredSession } from './stored-session';

const CLIENT_ID = 'steadfastlocalwebclient001';
const LAST_AUTH_USER = `CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`;

describe('hasStoredSession', () => {
  it("finds Amplify's last-user cookie among others, encoded or not", () => {
    expect(hasStoredSession(`theme=dark; ${LAST_AUTH_USER}=jane`, CLIENT_ID)).toBe(true);
    expect(hasStoredSession(`${encodeURIComponent(LAST_AUTH_USER)}=jane`, CLIENT_ID)).toBe(true);
  });

  it('is false without it, for another app client, or when the cookie is empty', () => {
    expect(hasStoredSession('', CLIENT_ID)).toBe(false);
    expect(hasStoredSession('theme=dark', CLIENT_ID)).toBe(false);
    expect(hasStoredSession(`${LAST_AUTH_USER}=jane`, 'otherclient')).toBe(false);
    expect(hasStoredSession(`${LAST_AUTH_USER}=`, CLIENT_ID)).toBe(false);
  });

  it('does not trip over malformed cookies', () => {
    expect(hasStoredSession('%E0%A4%A=1; =x; novalue', CLIENT_ID)).toBe(false);
  });
});

describe('hasAnyAmplifyCookie', () => {
  it("finds any of Amplify's session cookies, of any app client, encoded or not", () => {
    expect(hasAnyAmplifyCookie(`theme=dark; ${LAST_AUTH_USER}=jane`)).toBe(true);
    expect(hasAnyAmplifyCookie('CognitoIdentityServiceProvider.other.jane.idToken=x')).toBe(true);
    expect(
      hasAnyAmplifyCookie(`${encodeURIComponent('CognitoIdentityServiceProvider.a.b')}=x`),
    ).toBe(true);
  });

  it('is false for other cookies, no cookies, and malformed ones', () => {
    expect(hasAnyAmplifyCookie('')).toBe(false);
    expect(hasAnyAmplifyCookie('theme=dark; consent=yes')).toBe(false);
    expect(hasAnyAmplifyCookie('%E0%A4%A=1; =x; novalue')).toBe(false);
  });
});
