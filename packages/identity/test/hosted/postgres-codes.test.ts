import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  callbackUrl,
  newPkce,
  signInOnHostedPages,
  useHostedServer,
} from './hosted-harness.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the hosted domain on PostgreSQL', () => {
  const env = useHostedServer({}, postgresUrl);

  it('signs in through the hosted pages and gives a code to exactly one of five redemptions at once', async () => {
    const { person, authenticator } = await env.newPerson('pgcode');
    const pkce = await newPkce();
    const callback = await signInOnHostedPages(
      env.newBrowser(),
      authorizeUrl(env, pkce),
      person,
      () => authenticator.nextCode(),
    );
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: env.harness.identity.clientId,
      code: String(callback.searchParams.get('code')),
      redirect_uri: callbackUrl,
      code_verifier: pkce.verifier,
    }).toString();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        env.fetch(`${env.hostedUrl}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const winner = answers.find((answer) => answer.status === 200);
    const tokens = (await winner?.json()) as { refresh_token: string };
    const refreshed = await oidc.refreshTokenGrant(env.config, tokens.refresh_token);
    expect(refreshed.access_token).toBeTruthy();
  });
});
