import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_CLIENT_ID,
  LOCAL_PASSWORD_POLICY,
  LOCAL_SERVER_CLIENT_ID,
  LOCAL_SERVER_CLIENT_SECRET,
  LOCAL_USER_POOL_ID,
} from './local-defaults';

const poolConfig = JSON.parse(
  readFileSync(
    new URL('../../../../../packages/identity/config/default-pool.json', import.meta.url),
    'utf8',
  ),
) as {
  userPool: {
    Id: string;
    Policies: { PasswordPolicy: Record<string, unknown> };
    UserPoolAddOns?: { AdvancedSecurityMode?: string };
  };
  userPoolClient: { ClientId: string };
};

interface ClientConfig {
  ClientId?: unknown;
  ClientSecret?: unknown;
  ExplicitAuthFlows?: unknown;
  EnableTokenRevocation?: unknown;
}

/** Every app client the pool file declares, wherever it lists them. */
function declaredClients(value: unknown): ClientConfig[] {
  if (Array.isArray(value)) return value.flatMap(declaredClients);
  if (typeof value !== 'object' || value === null) return [];
  const nested = Object.values(value).flatMap(declaredClients);
  return 'ClientId' in value ? [value as ClientConfig, ...nested] : nested;
}

describe('local defaults', () => {
  it('match the identity server default pool', () => {
    const policy = poolConfig.userPool.Policies.PasswordPolicy;
    expect(LOCAL_USER_POOL_ID).toBe(poolConfig.userPool.Id);
    expect(LOCAL_CLIENT_ID).toBe(poolConfig.userPoolClient.ClientId);
    expect(LOCAL_PASSWORD_POLICY).toEqual({
      minLength: policy.MinimumLength,
      requireUppercase: policy.RequireUppercase,
      requireLowercase: policy.RequireLowercase,
      requireNumbers: policy.RequireNumbers,
      requireSymbols: policy.RequireSymbols,
    });
  });

  it('name the server-side app client of the default pool, which records sign-in events', () => {
    const server = declaredClients(poolConfig).find(
      (client) => client.ClientId === LOCAL_SERVER_CLIENT_ID,
    );
    expect(server).toMatchObject({
      ClientSecret: LOCAL_SERVER_CLIENT_SECRET,
      EnableTokenRevocation: true,
    });
    expect(server?.ExplicitAuthFlows).toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
    expect(poolConfig.userPool.UserPoolAddOns?.AdvancedSecurityMode).toBe('AUDIT');
  });
});
