import { describe, expect, it } from 'vitest';
import { defaultClientSettings } from '../../services/pools.js';
import { updatedClientSettings } from './client-settings.js';

describe('updatedClientSettings', () => {
  it('keeps a stored ClientSecret and the name, and resets what the update leaves out', () => {
    const current = {
      ...defaultClientSettings(),
      ClientSecret: 'kept-secret',
      AuthSessionValidity: 10,
    };
    const updated = updatedClientSettings(current, { RefreshTokenValidity: 7 });
    expect(updated).toMatchObject({
      ClientId: current.ClientId,
      ClientName: current.ClientName,
      UserPoolId: current.UserPoolId,
      ClientSecret: 'kept-secret',
      RefreshTokenValidity: 7,
      AuthSessionValidity: 3,
      PreventUserExistenceErrors: 'LEGACY',
    });
  });

  it('adds no ClientSecret to a client that had none', () => {
    expect(updatedClientSettings(defaultClientSettings(), {})).not.toHaveProperty('ClientSecret');
  });
});
