import { describe, expect, it } from 'vitest';
import { getPublicConfig } from '../env';
import { identityOrigins } from './identity-pool-env';
import { parseServerEnv } from './parse-server-env';

const localPool = 'us-east-1:5eadfa57-1dea-4000-8000-000000000001';

describe('identity pool configuration', () => {
  it('configures no identity pool unless COGNITO_IDENTITY_POOL_ID is set', () => {
    const env = parseServerEnv({});
    expect(env.identityPool).toBeUndefined();
    expect(getPublicConfig(env)).not.toHaveProperty('identityPool');
  });

  it('passes the identity pool, on the local endpoint, with guest access off by default', () => {
    const env = parseServerEnv({ COGNITO_IDENTITY_POOL_ID: localPool });
    expect(getPublicConfig(env).identityPool).toEqual({
      id: localPool,
      allowGuestAccess: false,
      endpoint: 'http://localhost:9229',
    });
  });

  it('turns guest access on with COGNITO_ALLOW_GUEST_ACCESS=true', () => {
    const env = parseServerEnv({
      COGNITO_IDENTITY_POOL_ID: localPool,
      COGNITO_ALLOW_GUEST_ACCESS: 'true',
    });
    expect(env.identityPool?.allowGuestAccess).toBe(true);
  });

  it('on AWS, calls Cognito Identity of the pool region and lets the browser reach it (CSP)', () => {
    const env = parseServerEnv({
      COGNITO_USER_POOL_ID: 'eu-west-2_Abc123',
      COGNITO_IDENTITY_POOL_ID: 'eu-west-2:0d1f5c2e-5b7a-4c55-9d7e-2a8f0b6c1d3e',
    });
    expect(getPublicConfig(env).identityPool).toEqual({
      id: 'eu-west-2:0d1f5c2e-5b7a-4c55-9d7e-2a8f0b6c1d3e',
      allowGuestAccess: false,
    });
    expect(identityOrigins(env.cognito.browserOrigin, env.identityPool)).toEqual([
      'https://cognito-idp.eu-west-2.amazonaws.com',
      'https://cognito-identity.eu-west-2.amazonaws.com',
    ]);
  });

  it('names the variable of a malformed identity pool id', () => {
    expect(() =>
      parseServerEnv({ COGNITO_IDENTITY_POOL_ID: 'us-east-1_notAnIdentityPool' }),
    ).toThrow(/COGNITO_IDENTITY_POOL_ID: must look like <region>:<uuid>/);
  });

  it('refuses a guest-access flag that is not true or false, or set without an identity pool', () => {
    expect(() =>
      parseServerEnv({ COGNITO_IDENTITY_POOL_ID: localPool, COGNITO_ALLOW_GUEST_ACCESS: 'yes' }),
    ).toThrow(/COGNITO_ALLOW_GUEST_ACCESS: must be true or false/);
    expect(() => parseServerEnv({ COGNITO_ALLOW_GUEST_ACCESS: 'true' })).toThrow(
      /COGNITO_ALLOW_GUEST_ACCESS: needs COGNITO_IDENTITY_POOL_ID/,
    );
  });
});
