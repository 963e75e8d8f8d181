import { describe, expect, it } from 'vitest';
import { allowsAuthFlow, type ClientSettings } from './pool-settings.js';
import { defaultClientSettings } from './pools.js';

function clientWith(flows: string[]): ClientSettings {
  return {
    ...defaultClientSettings(),
    ExplicitAuthFlows: flows as ClientSettings['ExplicitAuthFlows'],
  };
}

describe('allowsAuthFlow', () => {
  it('allows exactly the ALLOW_ flows listed', () => {
    const client = clientWith(['ALLOW_USER_SRP_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH']);
    expect(allowsAuthFlow(client, 'USER_SRP_AUTH')).toBe(true);
    expect(allowsAuthFlow(client, 'ADMIN_USER_PASSWORD_AUTH')).toBe(true);
    expect(allowsAuthFlow(client, 'USER_PASSWORD_AUTH')).toBe(false);
    expect(allowsAuthFlow(client, 'REFRESH_TOKEN_AUTH')).toBe(false);
  });

  it('treats ADMIN_NO_SRP_AUTH as ALLOW_ADMIN_USER_PASSWORD_AUTH, with SRP and refresh still allowed', () => {
    const client = clientWith(['ADMIN_NO_SRP_AUTH']);
    expect(allowsAuthFlow(client, 'ADMIN_USER_PASSWORD_AUTH')).toBe(true);
    expect(allowsAuthFlow(client, 'USER_SRP_AUTH')).toBe(true);
    expect(allowsAuthFlow(client, 'REFRESH_TOKEN_AUTH')).toBe(true);
    expect(allowsAuthFlow(client, 'USER_PASSWORD_AUTH')).toBe(false);
  });

  it('lets legacy USER_PASSWORD_AUTH allow password sign-in but not the admin one', () => {
    const client = clientWith(['USER_PASSWORD_AUTH']);
    expect(allowsAuthFlow(client, 'USER_PASSWORD_AUTH')).toBe(true);
    expect(allowsAuthFlow(client, 'ADMIN_USER_PASSWORD_AUTH')).toBe(false);
  });
});
