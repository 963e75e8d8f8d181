import { describe, expect, it } from 'vitest';
import { parseCookieHeader, readAmplifyAccessToken, readAmplifyTokens } from './amplify-cookies';
import { readBearerToken } from './bearer-token';

const clientId = 'client1';

describe('readAmplifyAccessToken', () => {
  it("finds the last signed-in user's access token", () => {
    const cookies = parseCookieHeader(
      'theme=dark; CognitoIdentityServiceProvider.client1.LastAuthUser=ada; ' +
        'CognitoIdentityServiceProvider.client1.ada.accessToken=aaa.bbb.ccc; ' +
        'CognitoIdentityServiceProvider.client1.bob.accessToken=other',
    );
    expect(readAmplifyAccessToken(cookies, clientId)).toBe('aaa.bbb.ccc');
  });

  it('decodes names and values the way js-cookie encodes them', () => {
    const username = 'ada@example.com';
    const cookies = parseCookieHeader(
      `CognitoIdentityServiceProvider.client1.LastAuthUser=${encodeURIComponent(username)}; ` +
        `CognitoIdentityServiceProvider.client1.${encodeURIComponent(username)}.accessToken=t.o.k`,
    );
    expect(readAmplifyAccessToken(cookies, clientId)).toBe('t.o.k');
  });

  it('finds nothing for another client, without LastAuthUser, or with malformed encoding', () => {
    const other = parseCookieHeader(
      'CognitoIdentityServiceProvider.client2.LastAuthUser=ada; CognitoIdentityServiceProvider.client2.ada.accessToken=x',
    );
    expect(readAmplifyAccessToken(other, clientId)).toBeNull();
    expect(
      readAmplifyAccessToken(
        parseCookieHeader('CognitoIdentityServiceProvider.client1.ada.accessToken=x'),
        clientId,
      ),
    ).toBeNull();
    expect(readAmplifyAccessToken(parseCookieHeader('%E0%A4%A=1; ='), clientId)).toBeNull();
    expect(parseCookieHeader(null)).toEqual([]);
  });
});

describe('readAmplifyTokens', () => {
  it('pairs the access token with the refresh token of the same user', () => {
    const cookies = parseCookieHeader(
      'CognitoIdentityServiceProvider.client1.LastAuthUser=ada; ' +
        'CognitoIdentityServiceProvider.client1.ada.accessToken=a.b.c; ' +
        'CognitoIdentityServiceProvider.client1.bob.refreshToken=not-ada',
    );
    expect(readAmplifyTokens(cookies, clientId)).toEqual({
      accessToken: 'a.b.c',
      refreshToken: null,
    });
  });
});

describe('readBearerToken', () => {
  it('reads only a well-formed bearer token', () => {
    expect(readBearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(readBearerToken('bearer a.b.c')).toBe('a.b.c');
    expect(readBearerToken('Basic a.b.c')).toBeNull();
    expect(readBearerToken('Bearer ')).toBeNull();
    expect(readBearerToken('Bearer a b')).toBeNull();
    expect(readBearerToken(null)).toBeNull();
  });
});
