import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from './config.js';

describe('identity configuration', () => {
  it('has working defaults', () => {
    expect(loadIdentityConfig({}, {})).toMatchObject({
      port: 9229,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:9229',
      smtpUrl: 'smtp://127.0.0.1:1025',
      adminAccessKeyId: 'local',
      adminSecretAccessKey: 'local',
    });
  });

  it('reads the environment, and explicit options win', () => {
    const environment = {
      IDENTITY_PORT: '1234',
      IDENTITY_PUBLIC_URL: 'https://id.example/',
      LOG_LEVEL: 'warn',
    };
    expect(loadIdentityConfig({}, environment)).toMatchObject({
      port: 1234,
      publicUrl: 'https://id.example',
      logLevel: 'warn',
    });
    expect(loadIdentityConfig({ port: 0 }, environment).port).toBe(0);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadIdentityConfig({}, { IDENTITY_PORT: 'ninety' })).toThrow(/IDENTITY_PORT/);
    expect(() => loadIdentityConfig({}, { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
