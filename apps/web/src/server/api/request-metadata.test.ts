import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from '../http/peer-address';
import {
  clientAddress,
  requestAccessToken,
  SSR_MARKER_HEADER,
  UNKNOWN_CLIENT,
} from './request-metadata';

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
  const peer = (address: string, forwardedFor?: string) =>
    new Headers({
      [PEER_ADDRESS_HEADER]: address,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    });

  it('is the connection peer with no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress(peer('192.0.2.7', '198.51.100.1'), 0, true)).toBe('192.0.2.7');
    expect(clientAddress(peer('::1'), 0, true)).toBe('::1');
  });

  it('takes the entry the outermost trusted proxy appended', () => {
    const headers = peer('10.0.0.3', '203.0.113.66, 198.51.100.20, 10.0.0.2');
    expect(clientAddress(headers, 1, true)).toBe('10.0.0.2');
    expect(clientAddress(headers, 2, true)).toBe('198.51.100.20');
  });

  it('falls back to the furthest entry when fewer proxies were passed', () => {
    expect(clientAddress(peer('10.0.0.3'), 1, true)).toBe('10.0.0.3');
    expect(clientAddress(peer('10.0.0.3', '198.51.100.20'), 3, true)).toBe('198.51.100.20');
  });

  it('counts a non-address entry as the proxy itself', () => {
    expect(clientAddress(peer('10.0.0.3', 'a'.repeat(5000)), 1, true)).toBe('10.0.0.3');
  });

  it('puts everyone in one bucket when no web server of ours stamped the peer', () => {
    expect(clientAddress(peer('192.0.2.7', '198.51.100.1'), 0, false)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1' }), 1, true)).toBe(
      UNKNOWN_CLIENT,
    );
  });
});
