import {
  GetUserCommand,
  GetTokensFromRefreshTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { createSdk } from '../sdk-fixtures.js';
import {
  authorizeUrl,
  callbackUrl,
  logoutUrl,
  newPkce,
  scopes,
  signInOnHostedPages,
  useHostedServer,
  webOrigin,
  type HostedEnv,
} from './hosted-harness.js';

const env = useHostedServer();

/** A person signed in on the hosted pages; the app's callback URL with code and state. */
async function signedInCallback(hosted: HostedEnv, extra: Record<string, string> = {}) {
  const { person, authenticator } = await hosted.newPerson();
  const pkce = await newPkce();
  const browser = hosted.newBrowser();
  const url = authorizeUrl(hosted, pkce, extra);
  const callback = await signInOnHostedPages(browser, url, person, () => authenticator.nextCode());
  return { person, pkce, browser, callback };
}

function redeem(hosted: HostedEnv, callback: URL, pkce: { verifier: string; state: string }) {
  return oidc.authorizationCodeGrant(hosted.config, callback, {
    pkceCodeVerifier: pkce.verifier,
    expectedState: pkce.state,
  });
}

async function oauthErrorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof oidc.ResponseBodyError) return error.error;
    throw error;
  }
  throw new Error('expected an OAuth error');
}

async function postToken(hosted: HostedEnv, fields: Record<string, string>) {
  const response = await hosted.fetch(`${hosted.hostedUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the hosted domain as an OpenID Connect provider (openid-client)', () => {
  it('is discovered at the issuer and at the hosted origin, with its endpoints on the hosted domain', async () => {
    const metadata = env.config.serverMetadata();
    expect(metadata.issuer).toBe(env.issuer);
    expect(metadata.authorization_endpoint).toBe(`${env.hostedUrl}/oauth2/authorize`);
    expect(metadata.token_endpoint).toBe(`${env.hostedUrl}/oauth2/token`);
    expect(metadata.userinfo_endpoint).toBe(`${env.hostedUrl}/oauth2/userInfo`);
    expect(metadata.revocation_endpoint).toBe(`${env.hostedUrl}/oauth2/revoke`);
    expect(metadata.end_session_endpoint).toBe(`${env.hostedUrl}/logout`);
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'phone', 'profile']),
    );
    const atOrigin = await env.fetch(`${env.hostedUrl}/.well-known/openid-configuration`);
    expect(await atOrigin.json()).toEqual(metadata);
    const jwks = (await (await env.fetch(`${env.hostedUrl}/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    expect(jwks.keys.length).toBeGreaterThan(0);
  });

  it('signs in with the code flow and PKCE: tokens with the granted scopes, auth_time and a verified id token', async () => {
    const { person, pkce, callback } = await signedInCallback(env);
    expect(callback.origin + callback.pathname).toBe(callbackUrl);
    expect(callback.searchParams.get('state')).toBe(pkce.state);
    const tokens = await redeem(env, callback, pkce);
    const claims = tokens.claims();
    expect(claims?.['cognito:username']).toBe(person.username);
    expect(claims?.email).toBe(person.email);
    const access = decodeJwt(tokens.access_token);
    expect(String(access.scope).split(' ').sort()).toEqual(['email', 'openid', 'phone', 'profile']);
    expect(access.username).toBe(person.username);
    expect(access.auth_time).toBe(claims?.auth_time);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('gives access tokens that the JSON API refuses without the self-service scope, as Cognito does', async () => {
    const { pkce, callback } = await signedInCallback(env);
    const tokens = await redeem(env, callback, pkce);
    const sdk = createSdk(env.harness.identity.url);
    const refused = sdk.send(new GetUserCommand({ AccessToken: tokens.access_token }));
    await expect(refused).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token does not have required scopes',
    });
  });

  it('gives access tokens with aws.cognito.signin.user.admin that the JSON API accepts, and refresh tokens that GetTokensFromRefreshToken accepts', async () => {
    const { person, pkce, callback } = await signedInCallback(env, {
      scope: `${scopes} aws.cognito.signin.user.admin`,
    });
    const tokens = await redeem(env, callback, pkce);
    const sdk = createSdk(env.harness.identity.url);
    const user = await sdk.send(new GetUserCommand({ AccessToken: tokens.access_token }));
    expect(user.Username).toBe(person.username);
    const refreshed = await sdk.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: env.harness.identity.clientId,
        RefreshToken: String(tokens.refresh_token),
      }),
    );
    expect(decodeJwt(String(refreshed.AuthenticationResult?.AccessToken)).scope).toBe(
      decodeJwt(tokens.access_token).scope,
    );
  });

  it('refuses a code redeemed with the wrong PKCE verifier (invalid_grant)', async () => {
    const { pkce, callback } = await signedInCallback(env);
    const wrong = { ...pkce, verifier: oidc.randomPKCECodeVerifier() };
    expect(await oauthErrorOf(redeem(env, callback, wrong))).toBe('invalid_grant');
  });

  it('refuses a code used a second time (invalid_grant)', async () => {
    const { pkce, callback } = await signedInCallback(env);
    await redeem(env, callback, pkce);
    expect(await oauthErrorOf(redeem(env, callback, pkce))).toBe('invalid_grant');
  });

  it('gives tokens to exactly one of two redemptions of one code sent at once', async () => {
    const { pkce, callback } = await signedInCallback(env);
    const fields = {
      grant_type: 'authorization_code',
      client_id: env.harness.identity.clientId,
      code: String(callback.searchParams.get('code')),
      redirect_uri: callbackUrl,
      code_verifier: pkce.verifier,
    };
    const answers = await Promise.all([postToken(env, fields), postToken(env, fields)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      error: 'invalid_grant',
    });
  });

  it('refuses a code after five minutes (invalid_grant)', async () => {
    const { pkce, callback } = await signedInCallback(env);
    env.clock.advanceBy(5 * 60_000 + 1_000);
    try {
      expect(await oauthErrorOf(redeem(env, callback, pkce))).toBe('invalid_grant');
    } finally {
      env.clock.reset();
    }
  });

  it('refuses a code redeemed with another redirect_uri than the one it was issued for', async () => {
    const { pkce, callback } = await signedInCallback(env);
    const answer = await postToken(env, {
      grant_type: 'authorization_code',
      client_id: env.harness.identity.clientId,
      code: String(callback.searchParams.get('code')),
      redirect_uri: `${webOrigin}/elsewhere`,
      code_verifier: pkce.verifier,
    });
    expect(answer).toEqual({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('answers OAuth errors for bad token requests: unsupported grant, unknown client, missing code', async () => {
    const clientId = env.harness.identity.clientId;
    expect((await postToken(env, { grant_type: 'password', client_id: clientId })).body).toEqual({
      error: 'unsupported_grant_type',
    });
    expect(
      (
        await postToken(env, {
          grant_type: 'authorization_code',
          client_id: 'nosuchclient',
          code: 'x',
          redirect_uri: callbackUrl,
        })
      ).body,
    ).toEqual({ error: 'invalid_client' });
    expect(
      (
        await postToken(env, {
          grant_type: 'authorization_code',
          client_id: clientId,
          redirect_uri: callbackUrl,
        })
      ).body,
    ).toEqual({ error: 'invalid_request' });
    expect((await postToken(env, { client_id: clientId })).body).toEqual({
      error: 'invalid_request',
    });
  });

  it('shows an error page, never a redirect, for an unregistered redirect_uri', async () => {
    const pkce = await newPkce();
    const url = authorizeUrl(env, pkce, { redirect_uri: 'https://attacker.example/contacts' });
    const answer = await env.newBrowser().get(url.pathname + url.search);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('redirect_mismatch');
    const slash = authorizeUrl(env, pkce, { redirect_uri: `${callbackUrl}/` });
    expect((await env.newBrowser().get(slash.pathname + slash.search)).status).toBe(400);
  });

  it('shows an error page, never a redirect, for a scope the client does not allow', async () => {
    const pkce = await newPkce();
    const url = authorizeUrl(env, pkce, { scope: 'openid email admin:everything' });
    const answer = await env.newBrowser().get(url.pathname + url.search);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.text()).toContain('invalid_scope');
  });

  it('sends a public client without PKCE back with invalid_request', async () => {
    const url = oidc.buildAuthorizationUrl(env.config, {
      redirect_uri: callbackUrl,
      scope: 'openid',
      state: 'xyz',
    });
    const answer = await env.newBrowser().get(url.pathname + url.search);
    expect(answer.status).toBe(302);
    const location = new URL(String(answer.headers.get('location')));
    expect(location.origin + location.pathname).toBe(callbackUrl);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe('xyz');
  });

  it('refreshes tokens at /oauth2/token with the same scopes', async () => {
    const { pkce, callback } = await signedInCallback(env);
    const tokens = await redeem(env, callback, pkce);
    const refreshed = await oidc.refreshTokenGrant(env.config, String(tokens.refresh_token));
    expect(decodeJwt(refreshed.access_token).scope).toBe(decodeJwt(tokens.access_token).scope);
    expect(decodeJwt(refreshed.access_token).origin_jti).toBe(
      decodeJwt(tokens.access_token).origin_jti,
    );
  });

  it('answers userInfo with the claims of the granted scopes', async () => {
    const { person, pkce, callback } = await signedInCallback(env);
    const tokens = await redeem(env, callback, pkce);
    const sub = String(tokens.claims()?.sub);
    const info = await oidc.fetchUserInfo(env.config, tokens.access_token, sub);
    expect(info).toMatchObject({ sub, email: person.email, username: person.username });
    const unauthenticated = await env.fetch(`${env.hostedUrl}/oauth2/userInfo`, {
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('revokes a refresh token and the access tokens made from it', async () => {
    const { pkce, callback } = await signedInCallback(env, {
      scope: `${scopes} aws.cognito.signin.user.admin`,
    });
    const tokens = await redeem(env, callback, pkce);
    await oidc.tokenRevocation(env.config, String(tokens.refresh_token));
    expect(
      await oauthErrorOf(oidc.refreshTokenGrant(env.config, String(tokens.refresh_token))),
    ).toBe('invalid_grant');
    const sdk = createSdk(env.harness.identity.url);
    await expect(
      sdk.send(new GetUserCommand({ AccessToken: tokens.access_token })),
    ).rejects.toThrow('Access Token has been revoked');
  });

  it('logs out only to a registered logout_uri, and ends the hosted session', async () => {
    const { person, browser } = await signedInCallback(env);
    const clientId = env.harness.identity.clientId;
    const refused = await browser.get(
      `/logout?client_id=${clientId}&logout_uri=${encodeURIComponent('https://attacker.example/')}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toContain(
      'Required String parameter &#39;redirect_uri&#39; is not present',
    );
    const noUri = await browser.get(`/logout?client_id=${clientId}`);
    expect(noUri.status).toBe(400);
    // The refusals above ended the session already; sign in again, then log out properly.
    void person;
    const again = await signedInCallback(env);
    const out = await again.browser.get(
      `/logout?client_id=${clientId}&logout_uri=${encodeURIComponent(logoutUrl)}`,
    );
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(logoutUrl);
    const pkce = await newPkce();
    const url = authorizeUrl(env, pkce);
    const next = await again.browser.get(url.pathname + url.search);
    expect(String(next.headers.get('location'))).toMatch(/^\/login\?/);
  });

  it('logs out and back to the login page with the redirect_uri and response_type variant', async () => {
    const clientId = env.harness.identity.clientId;
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'openid',
    });
    const answer = await env.newBrowser().get(`/logout?${query.toString()}`);
    expect(answer.status).toBe(302);
    expect(String(answer.headers.get('location'))).toMatch(/^\/login\?/);
  });

  it('lets a browser with a hosted session get a code without the form, unless prompt=login', async () => {
    const { browser } = await signedInCallback(env);
    const pkce = await newPkce();
    const url = authorizeUrl(env, pkce);
    const answer = await browser.get(url.pathname + url.search);
    const location = new URL(String(answer.headers.get('location')));
    expect(location.origin + location.pathname).toBe(callbackUrl);
    expect((await redeem(env, location, pkce)).access_token).toBeTruthy();
    const forced = authorizeUrl(env, pkce, { prompt: 'login' });
    expect(
      String((await browser.get(forced.pathname + forced.search)).headers.get('location')),
    ).toMatch(/^\/login\?/);
    const cookie = answer.headers.getSetCookie().join() || '';
    expect(cookie).toBe(''); // the session cookie was set at sign-in, not again
  });

  it('answers the token endpoint’s CORS preflight and errors with Access-Control-Allow-Origin', async () => {
    const preflight = await env.fetch(`${env.hostedUrl}/oauth2/token`, {
      method: 'OPTIONS',
      headers: {
        origin: webOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-user-agent',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-user-agent');
    const failed = await env.fetch(`${env.hostedUrl}/oauth2/token`, {
      method: 'POST',
      headers: { origin: webOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code',
    });
    expect(failed.headers.get('access-control-allow-origin')).toBe('*');
  });
});
