import { createServer } from 'node:net';
import * as oidc from 'openid-client';
import { afterAll, beforeAll } from 'vitest';
import type { IdentityServerOptions } from '../../src/index.js';
import {
  createAuthenticator,
  createOffsetClock,
  startHarness,
  uniqueUser,
  type Harness,
} from '../harness.js';
import { createScratchDatabase } from '../scratch-database.js';
import { createBrowser, formAction, formFields, type Browser } from './browser.js';
import { createSecureFetch, type SecureFetch } from './secure-fetch.js';

/** The web app the default client sends people back to, in these tests. */
export const webOrigin = 'http://localhost:4999';
export const callbackUrl = `${webOrigin}/contacts`;
export const logoutUrl = `${webOrigin}/login`;
export const scopes = 'phone email profile openid';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface HostedEnv {
  harness: Harness;
  clock: ReturnType<typeof createOffsetClock>;
  hostedUrl: string;
  fetch: SecureFetch;
  /** openid-client's view of the server, found by discovery at the issuer. */
  config: oidc.Configuration;
  issuer: string;
  newBrowser(): Browser;
  /** A confirmed user with an authenticator: its secret's codes come from `authenticator`. */
  newPerson(prefix?: string): Promise<{
    person: ReturnType<typeof uniqueUser>;
    authenticator: ReturnType<typeof createAuthenticator>;
  }>;
}

/** The identity server with its hosted domain (port 0), its issuer on a known local URL. */
export function useHostedServer(
  options: IdentityServerOptions = {},
  /** A PostgreSQL server: the hosted server then keeps its data in a scratch database there. */
  postgresUrl?: string,
): HostedEnv {
  const env = {} as HostedEnv;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    if (postgresUrl) scratch = await createScratchDatabase(postgresUrl);
    const port = await freePort();
    env.clock = createOffsetClock();
    env.harness = await startHarness({
      port,
      publicUrl: `http://localhost:${port}`,
      hostedDomain: true,
      hostedPort: 0,
      webOrigins: [webOrigin],
      clock: env.clock,
      ...(scratch ? { databaseUrl: scratch.url } : {}),
      ...options,
    });
    const { identity } = env.harness;
    env.hostedUrl = String(identity.hostedUrl);
    env.fetch = createSecureFetch(String(identity.hostedCaPem));
    env.issuer = `http://localhost:${port}/${identity.poolId}`;
    const secureFetch = env.fetch;
    env.config = await oidc.discovery(
      new URL(env.issuer),
      identity.clientId,
      undefined,
      oidc.None(),
      {
        execute: [oidc.allowInsecureRequests],
        // The issuer is the plain-HTTP JSON port; the endpoints are on the hosted domain.
        [oidc.customFetch]: (url, options) =>
          url.startsWith('https:')
            ? secureFetch(url, options as RequestInit)
            : fetch(url, options as RequestInit),
      },
    );
    env.newBrowser = () => createBrowser(secureFetch, env.hostedUrl);
    env.newPerson = async (prefix = 'hosted') => {
      const person = uniqueUser(prefix);
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await identity.seedUsers([{ ...person, totpSecret: secret }]);
      return { person, authenticator: createAuthenticator(secret, env.clock.nowInMs) };
    };
  });
  afterAll(async () => {
    await env.harness?.close();
    await scratch?.drop();
  });
  return env;
}

export interface Pkce {
  verifier: string;
  challenge: string;
  state: string;
}

export async function newPkce(): Promise<Pkce> {
  const verifier = oidc.randomPKCECodeVerifier();
  return {
    verifier,
    challenge: await oidc.calculatePKCECodeChallenge(verifier),
    state: oidc.randomState(),
  };
}

export function authorizeUrl(env: HostedEnv, pkce: Pkce, extra: Record<string, string> = {}): URL {
  return oidc.buildAuthorizationUrl(env.config, {
    redirect_uri: callbackUrl,
    scope: scopes,
    state: pkce.state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    identity_provider: 'COGNITO',
    ...extra,
  });
}

/**
 * Walks the hosted pages as a person does: authorize → /login (username, password) → /mfa
 * (a TOTP code) → the redirect back to the app. Returns that redirect.
 */
export async function signInOnHostedPages(
  browser: Browser,
  url: URL,
  person: { username: string; password: string },
  nextCode: () => string,
): Promise<URL> {
  const authorize = await browser.get(url.pathname + url.search);
  if (authorize.status !== 302) throw new Error(`authorize answered ${authorize.status}`);
  const login = await browser.get(String(authorize.headers.get('location')));
  const loginHtml = await login.text();
  const mfa = await browser.post(formAction(loginHtml), {
    ...formFields(loginHtml),
    username: person.username,
    password: person.password,
  });
  const mfaHtml = await mfa.text();
  const done = await browser.post(formAction(mfaHtml), {
    ...formFields(mfaHtml),
    code: nextCode(),
  });
  const location = done.headers.get('location');
  if (done.status !== 302 || !location)
    throw new Error(`mfa answered ${done.status}: ${await done.text()}`);
  return new URL(location);
}
