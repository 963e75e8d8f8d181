import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './config/parse-server-env';
import { getPublicConfig } from './env';

describe('getPublicConfig', () => {
  it('gives the browser ids, endpoint, app name and password rules only', () => {
    const env = parseServerEnv({
      APP_NAME: 'Steadfast',
      AWS_ACCESS_KEY_ID: 'a',
      AWS_SECRET_ACCESS_KEY: 'b',
    });
    const config = getPublicConfig(env);
    expect(Object.keys(config).sort()).toEqual([
      'appName',
      'oauth',
      'passwordPolicy',
      'region',
      'signUpConfirmation',
      'userPoolClientId',
      'userPoolEndpoint',
      'userPoolId',
    ]);
    expect(JSON.stringify(config)).not.toContain('"b"');
  });

  it('gives the browser the hosted domain and redirect origin, and leaves oauth out when off', () => {
    expect(getPublicConfig(parseServerEnv({})).oauth).toEqual({ domain: 'localhost:9443' });
    expect(
      getPublicConfig(
        parseServerEnv({
          COGNITO_OAUTH_DOMAIN: 'auth.example.com',
          COGNITO_OAUTH_REDIRECT_ORIGIN: 'https://app.example.com',
        }),
      ).oauth,
    ).toEqual({ domain: 'auth.example.com', redirectOrigin: 'https://app.example.com' });
    expect(getPublicConfig(parseServerEnv({ COGNITO_OAUTH_DOMAIN: 'off' }))).not.toHaveProperty(
      'oauth',
    );
  });

  it('leaves the endpoint out on AWS', () => {
    const config = getPublicConfig(parseServerEnv({ COGNITO_USER_POOL_ID: 'us-east-1_Real1' }));
    expect(config).not.toHaveProperty('userPoolEndpoint');
  });
});
