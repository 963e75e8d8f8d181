import { describe, expect, it } from 'vitest';
import defaultPool from '../../config/default-pool.json' with { type: 'json' };
import { assertSelfServiceRecovery } from './password-reset.js';
import type { PoolSettings } from './pool-settings.js';

const pool = defaultPool.userPool as unknown as PoolSettings;

describe('self-service password recovery', () => {
  it('is open without an AccountRecoverySetting or when admin_only is not first', () => {
    expect(() => assertSelfServiceRecovery(pool)).not.toThrow();
    const second = {
      ...pool,
      AccountRecoverySetting: {
        RecoveryMechanisms: [
          { Name: 'admin_only' as const, Priority: 2 },
          { Name: 'verified_email' as const, Priority: 1 },
        ],
      },
    };
    expect(() => assertSelfServiceRecovery(second)).not.toThrow();
  });

  it('is closed when admin_only comes first', () => {
    const closed = {
      ...pool,
      AccountRecoverySetting: {
        RecoveryMechanisms: [{ Name: 'admin_only' as const, Priority: 1 }],
      },
    };
    expect(() => assertSelfServiceRecovery(closed)).toThrow(
      'Contact administrator to reset password.',
    );
  });
});
