import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_CLIENT_ID, LOCAL_PASSWORD_POLICY, LOCAL_USER_POOL_ID } from './local-defaults';

const poolConfig = JSON.parse(
  readFileSync(
    new URL('../../../../../packages/identity/config/default-pool.json', import.meta.url),
    'utf8',
  ),
) as {
  userPool: { Id: string; Policies: { PasswordPolicy: Record<string, unknown> } };
  userPoolClient: { ClientId: string };
};

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
});
