import { describe, expect, it } from 'vitest';
import { clientAddress, requestAccessToken, SSR_MARKER_HEADER } from './request-metadata';

const cookie =
  'CognitoIdentityServiceProvider.c1.LastAuthUser=ada; CognitoIdentityServiceProvider.c1.ada.accessToken=from.cookie.x';

describe('requestAccessToken', () => {
  it('prefers the bearer header', () => {
    const headers = new Headers({
      authorization: 'Bearer from.header.x',
      cookie,
      [SSR_MARKER_HEADER]: 'rsc',
    });
    expect(requestAccessToken(headers, 'c1')).toBe('from.header.x');
  });

  it('uses cookies only on marked server-rendering requests', () => {
    expect(requestAccessToken(new Headers({ cookie }), 'c1')).toBeNull();
    expect(requestAccessToken(new Headers({ cookie, [SSR_MARKER_HEADER]: 'rsc' }), 'c1')).toBe(
      'from.cookie.x',
    );
  });
});

describe('clientAddress', () => {
  it('takes the address our nearest proxy recorded', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.2' }))).toBe('10.0.0.2');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1');
    expect(clientAddress(new Headers({ 'x-real-ip': '9.9.9.9' }))).toBe('9.9.9.9');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
