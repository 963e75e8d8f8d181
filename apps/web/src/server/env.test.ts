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
      'passwordPolicy',
      'region',
      'userPoolClientId',
      'userPoolEndpoint',
      'userPoolId',
    ]);
    expect(JSON.stringify(config)).not.toContain('"b"');
  });

  it('leaves the endpoint out on AWS', () => {
    const config = getPublicConfig(parseServerEnv({ COGNITO_USER_POOL_ID: 'us-east-1_Real1' }));
    expect(config).not.toHaveProperty('userPoolEndpoint');
  });
});
