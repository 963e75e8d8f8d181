import { describe, expect, it } from 'vitest';
import { generateClientSecret, secretHashOf } from './client-secret.js';

describe('client secrets', () => {
  it('are 52 characters of lower-case letters and digits, like Cognito’s', () => {
    const secrets = Array.from({ length: 20 }, generateClientSecret);
    for (const secret of secrets) expect(secret).toMatch(/^[a-z0-9]{52}$/);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('hash as Base64(HMAC-SHA256(key = secret, message = username + client id))', () => {
    // Computed with Python's hmac module, independently of this code.
    const hash = secretHashOf(
      'abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnop',
      'alice',
      '4b2f0c3d5e6a7b8c9d0e1f2a3b',
    );
    expect(hash).toBe('XGymVW/6BUVTp1He6DPGewPlRn+ZyJhoXrCPUQ+LPfA=');
  });
});
