import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from './repo-root';
import { parseServerEnv } from './parse-server-env';

describe('parseServerEnv', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const env = parseServerEnv({});
    expect(env.cognito).toEqual({
      userPoolId: 'us-east-1_SteadfastLocal',
      clientId: 'steadfastlocalwebclient001',
      serverClient: {
        clientId: 'steadfastlocalappserver001',
        clientSecret: 'steadfastlocalappserversecretnotforproduction0000001',
      },
      region: 'us-east-1',
      endpoint: 'http://localhost:9229',
      issuer: 'http://localhost:9229/us-east-1_SteadfastLocal',
      jwksUrl: 'http://localhost:9229/us-east-1_SteadfastLocal/.well-known/jwks.json',
      browserOrigin: 'http://localhost:9229',
      oauth: {
        domain: 'localhost:9443',
        origin: 'https://localhost:9443',
        redirectOrigin: undefined,
      },
      signUpConfirmation: 'code',
    });
    expect(env.trialDays).toBe(14);
    expect(env.appName).toBe('Steadfast');
    expect(env.databaseUrl).toBeUndefined();
    expect(env.awsCredentials).toEqual({ accessKeyId: 'local', secretAccessKey: 'local' });
    expect(env.passwordPolicy).toEqual({
      minLength: 8,
      requireUppercase: true,
      requireLowercase: true,
      requireNumbers: true,
      requireSymbols: true,
    });
  });

  it('takes the server-side app client as a pair, and has none by default on AWS', () => {
    const aws = { COGNITO_USER_POOL_ID: 'eu-west-2_Abc123' };
    expect(parseServerEnv(aws).cognito.serverClient).toBeUndefined();
    expect(
      parseServerEnv({
        ...aws,
        COGNITO_SERVER_CLIENT_ID: 'server123',
        COGNITO_SERVER_CLIENT_SECRET: 'secret456',
      }).cognito.serverClient,
    ).toEqual({ clientId: 'server123', clientSecret: 'secret456' });
    expect(() => parseServerEnv({ ...aws, COGNITO_SERVER_CLIENT_ID: 'server123' })).toThrow(
      'COGNITO_SERVER_CLIENT_SECRET: required when the other is set',
    );
  });

  it('anchors the default data directory at the repo root whatever the working directory', () => {
    const root = findRepoRoot();
    expect(parseServerEnv({}).dataDir).toBe(path.join(root, 'data', 'web'));
    expect(findRepoRoot(path.join(root, 'apps', 'web', 'src'))).toBe(root);
  });

  it('points at AWS Cognito when a real pool id is given without an endpoint', () => {
    const env = parseServerEnv({
      COGNITO_USER_POOL_ID: 'eu-west-2_Abc123',
      COGNITO_CLIENT_ID: 'abcdef123',
    });
    expect(env.cognito.endpoint).toBeUndefined();
    expect(env.cognito.region).toBe('eu-west-2');
    expect(env.cognito.issuer).toBe('https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Abc123');
    expect(env.cognito.jwksUrl).toBe(
      'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Abc123/.well-known/jwks.json',
    );
    expect(env.awsCredentials).toBeUndefined();
  });

  it('takes the JWKS from the endpoint and the issuer from COGNITO_ISSUER when both are set', () => {
    const env = parseServerEnv({
      COGNITO_ENDPOINT: 'http://127.0.0.1:9300/',
      COGNITO_ISSUER: 'http://localhost:9300/us-east-1_SteadfastLocal',
    });
    expect(env.cognito.jwksUrl).toBe(
      'http://127.0.0.1:9300/us-east-1_SteadfastLocal/.well-known/jwks.json',
    );
    expect(env.cognito.issuer).toBe('http://localhost:9300/us-east-1_SteadfastLocal');
  });

  it('trusts no proxy unless TRUSTED_PROXY_COUNT says how many', () => {
    expect(parseServerEnv({}).trustedProxyCount).toBe(0);
    expect(parseServerEnv({ TRUSTED_PROXY_COUNT: '2' }).trustedProxyCount).toBe(2);
  });

  it('turns hosted sign-in on for the embedded pool only, unless COGNITO_OAUTH_DOMAIN says', () => {
    expect(parseServerEnv({ COGNITO_USER_POOL_ID: 'eu-west-2_Abc123' }).cognito.oauth).toBe(
      undefined,
    );
    expect(parseServerEnv({ COGNITO_OAUTH_DOMAIN: 'off' }).cognito.oauth).toBeUndefined();
    const aws = parseServerEnv({
      COGNITO_USER_POOL_ID: 'eu-west-2_Abc123',
      COGNITO_OAUTH_DOMAIN: 'https://auth.example.com/',
      COGNITO_OAUTH_REDIRECT_ORIGIN: 'https://app.example.com/',
    });
    expect(aws.cognito.oauth).toEqual({
      domain: 'auth.example.com',
      origin: 'https://auth.example.com',
      redirectOrigin: 'https://app.example.com',
    });
  });

  it('confirms sign-ups by code unless SIGNUP_CONFIRMATION=link', () => {
    expect(parseServerEnv({ SIGNUP_CONFIRMATION: 'link' }).cognito.signUpConfirmation).toBe('link');
  });

  it('treats empty variables as unset', () => {
    expect(parseServerEnv({ TRIAL_DAYS: '', DATABASE_URL: '' }).trialDays).toBe(14);
  });

  it.each([
    ['TRIAL_DAYS', 'soon', /TRIAL_DAYS: must be a whole number of days/],
    ['COGNITO_ENDPOINT', 'ftp://x', /COGNITO_ENDPOINT: must be an http/],
    ['COGNITO_USER_POOL_ID', 'nounderscore', /COGNITO_USER_POOL_ID: must look like/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a postgres/],
    ['PASSWORD_REQUIRED_CHARACTERS', 'emoji', /PASSWORD_REQUIRED_CHARACTERS/],
    ['AWS_ACCESS_KEY_ID', 'AKIA', /AWS_SECRET_ACCESS_KEY: required/],
    ['TRUSTED_PROXY_COUNT', 'all', /TRUSTED_PROXY_COUNT: must be the number of proxies/],
    ['TRUSTED_PROXY_COUNT', '-1', /TRUSTED_PROXY_COUNT/],
    ['COGNITO_OAUTH_DOMAIN', 'http://localhost:9443', /COGNITO_OAUTH_DOMAIN: must be the hosted/],
    ['COGNITO_OAUTH_DOMAIN', 'a b', /COGNITO_OAUTH_DOMAIN/],
    ['COGNITO_OAUTH_REDIRECT_ORIGIN', 'https://app.example.com/home', /must be an origin only/],
    ['COGNITO_OAUTH_REDIRECT_ORIGIN', 'app.example.com', /COGNITO_OAUTH_REDIRECT_ORIGIN/],
    ['SIGNUP_CONFIRMATION', 'sms', /SIGNUP_CONFIRMATION: must be code or link/],
  ])('names the bad variable %s', (name, value, message) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(message);
  });

  it('reads a custom password policy', () => {
    const env = parseServerEnv({
      PASSWORD_MIN_LENGTH: '12',
      PASSWORD_REQUIRED_CHARACTERS: 'lowercase,numbers',
    });
    expect(env.passwordPolicy).toEqual({
      minLength: 12,
      requireUppercase: false,
      requireLowercase: true,
      requireNumbers: true,
      requireSymbols: false,
    });
  });
});
