import { describe, expect, it } from 'vitest';
import { identityPoolAmplifyConfig } from './identity-pool-config';

describe('identityPoolAmplifyConfig', () => {
  it('gives Amplify the identity pool, its endpoint and the guest flag, or nothing without one', () => {
    expect(identityPoolAmplifyConfig(undefined)).toEqual({});
    expect(
      identityPoolAmplifyConfig({
        id: 'us-east-1:5eadfa57-1dea-4000-8000-000000000001',
        allowGuestAccess: true,
        endpoint: 'http://localhost:9229',
      }),
    ).toEqual({
      identityPoolId: 'us-east-1:5eadfa57-1dea-4000-8000-000000000001',
      allowGuestAccess: true,
      identityPoolEndpoint: 'http://localhost:9229',
    });
  });
});
