import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSession } from '../auth/resolve-session';
import { createAccessTokenVerifier } from '../auth/verify-access-token';
import {
  createSigningKey,
  localKeySet,
  signAccessToken,
  type SigningKey,
} from '../testing/token-fixtures';
import { createProxy, NOT_FOUND_PATH } from './create-proxy';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

const issuer = 'http://localhost:9229/us-east-1_SteadfastLocal';
const clientId = 'steadfastlocalwebclient001';
let key: SigningKey;
let proxy: ReturnType<typeof createProxy>;
const reported: string[] = [];
/** The subs the test's "database" holds as administrators. */
const admins = new Set<string>();
let adminChecks = 0;

beforeAll(async () => {
  key = await createSigningKey();
  const verify = createAccessTokenVerifier({
    issuer,
    clientId,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    clock: { now: () => new Date() },
    keys: localKeySet(key),
  });
  proxy = createProxy({
    clientId,
    identityOrigins: ['http://localhost:9229'],
    development: false,
    verify,
    isAdmin: async (accessToken, options) => {
      adminChecks += 1;
      const session = await resolveSession(accessToken, verify, options);
      return session !== null && admins.has(session.sub);
    },
    reportError: (context) => reported.push(context),
  });
});

function amplifyCookie(token: string, { refreshToken = '', username = 'ada' } = {}) {
  const prefix = `CognitoIdentityServiceProvider.${clientId}.${username}`;
  const refresh = refreshToken ? `; ${prefix}.refreshToken=${refreshToken}` : '';
  return `CognitoIdentityServiceProvider.${clientId}.LastAuthUser=${username}; ${prefix}.accessToken=${token}${refresh}`;
}

function expiredToken(hoursAgo: number) {
  return signAccessToken(
    key,
    { iss: issuer, client_id: clientId },
    new Date(Date.now() - (hoursAgo + 1) * 3_600_000),
  );
}

function visit(url: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(url, { headers }));
}

describe('proxy', () => {
  it("gives an API answer the API's headers (as the web server's own API handler does), no page nonce", async () => {
    for (const path of ['/api/trpc/user.me', '/api/health']) {
      const response = await visit(`http://localhost:3000${path}`, {
        'x-forwarded-proto': 'https',
      });
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull();
    }
  });

  it('sends a signed-out visitor of a protected page to /login with the path as returnUrl', async () => {
    const response = await visit('http://localhost:3000/profile?tab=security');
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnUrl')).toBe('/profile?tab=security');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['/', '/contacts', '/profile/'])('guards %s', async (path) => {
    expect((await visit(`http://localhost:3000${path}`)).status).toBe(307);
  });

  it('renders the hosted sign-in return on /contacts without a session, and nothing else', async () => {
    for (const query of ['?code=abc&state=xyz', '?error=access_denied&state=xyz']) {
      const response = await visit(`http://localhost:3000/contacts${query}`);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const url of ['/contacts?code=abc', '/contacts', '/profile?code=abc&state=xyz']) {
      expect((await visit(`http://localhost:3000${url}`)).status).toBe(307);
    }
  });

  it('lets a visitor with a valid access-token cookie through', async () => {
    const token = await signAccessToken(key, { iss: issuer, client_id: clientId });
    const response = await visit('http://localhost:3000/profile', { cookie: amplifyCookie(token) });
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('treats an expired or foreign token as signed out', async () => {
    const foreign = await signAccessToken(key, { iss: issuer, client_id: 'someoneelse' });
    for (const token of [await expiredToken(1), foreign, 'garbage']) {
      const response = await visit('http://localhost:3000/', { cookie: amplifyCookie(token) });
      expect(response.status).toBe(307);
    }
  });

  it('lets a recently expired genuine token through when the browser holds a refresh token', async () => {
    const cookie = amplifyCookie(await expiredToken(2), { refreshToken: 'opaque' });
    expect(
      (await visit('http://localhost:3000/', { cookie })).headers.get('x-middleware-next'),
    ).toBe('1');
  });

  it('does not stretch the refresh allowance to foreign or very old tokens', async () => {
    const foreign = await signAccessToken(
      key,
      { iss: issuer, client_id: 'someoneelse' },
      new Date(Date.now() - 2 * 3_600_000),
    );
    for (const token of [foreign, await expiredToken(31 * 24)]) {
      const cookie = amplifyCookie(token, { refreshToken: 'opaque' });
      expect((await visit('http://localhost:3000/', { cookie })).status).toBe(307);
    }
  });

  it('sets a fresh nonce in the CSP and hands it to the page as x-nonce', async () => {
    const first = await visit('http://localhost:3000/login');
    const second = await visit('http://localhost:3000/login');
    const csp = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self' http://localhost:9229",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('sets the security headers, no-store on auth pages, and HSTS only over HTTPS', async () => {
    const login = await visit('http://localhost:3000/login');
    expect(login.headers.get('x-content-type-options')).toBe('nosniff');
    expect(login.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(login.headers.get('permissions-policy')).toContain('camera=()');
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('strict-transport-security')).toBeNull();
    const secure = await visit('https://steadfast.example/forgot-username');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
    const settings = await visit('http://localhost:3000/settings/accessibility');
    expect(settings.headers.get('cache-control')).toBeNull();
  });

  it('rewrites the console to the not-found path for anyone but an administrator', async () => {
    const ordinary = await signAccessToken(key, { iss: issuer, client_id: clientId, sub: 'u-1' });
    for (const path of ['/admin', '/admin/audit', '/admin/people/alice']) {
      for (const cookie of [undefined, amplifyCookie(ordinary)]) {
        const response = await visit(`http://localhost:3000${path}`, cookie ? { cookie } : {});
        expect(response.headers.get('x-middleware-rewrite')).toBe(
          `http://localhost:3000${NOT_FOUND_PATH}`,
        );
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('renders the console for an administrator, checking the database once a request', async () => {
    admins.add('u-admin');
    const token = await signAccessToken(key, { iss: issuer, client_id: clientId, sub: 'u-admin' });
    const before = adminChecks;
    const response = await visit('http://localhost:3000/admin/audit', {
      cookie: amplifyCookie(token),
    });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(adminChecks - before).toBe(1);
    const other = await visit('http://localhost:3000/profile', { cookie: amplifyCookie(token) });
    expect([other.headers.get('x-middleware-next'), adminChecks - before]).toEqual(['1', 1]);
  });
});
