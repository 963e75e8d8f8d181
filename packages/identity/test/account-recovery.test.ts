import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  type AccountRecoverySettingType,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../src/store/database.js';
import { pools } from '../src/store/schema.js';
import { startHarness, uniqueUser, type Harness } from './harness.js';
import { createSdk, errorOf } from './sdk-fixtures.js';

/**
 * Writes a pool's AccountRecoverySetting straight into a stopped server's store. The seam
 * stands in for CreateUserPool/UpdateUserPool, which store the setting in the pool part of the
 * work; the server reads pool settings at start, so it is restarted after the write.
 */
async function writeAccountRecovery(
  dataDir: string,
  poolId: string,
  setting: AccountRecoverySettingType,
) {
  const store = await openStore({ dataDir });
  try {
    const [row] = await store.db.select().from(pools).where(eq(pools.id, poolId));
    const settings = { ...(row?.settings as object), AccountRecoverySetting: setting };
    await store.db.update(pools).set({ settings }).where(eq(pools.id, poolId));
  } finally {
    await store.close();
  }
}

describe('AccountRecoverySetting admin_only', () => {
  let dataDir: string;
  let harness: Harness;
  let poolId: string;
  let clientId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-recovery-'));
    const first = await startHarness({ dataDir });
    const sdk = createSdk(first.identity.url);
    poolId = String(
      (await sdk.send(new CreateUserPoolCommand({ PoolName: 'admin-only' }))).UserPool?.Id,
    );
    clientId = String(
      (await sdk.send(new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'c' })))
        .UserPoolClient?.ClientId,
    );
    sdk.destroy();
    await first.close();
    await writeAccountRecovery(dataDir, poolId, {
      RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }],
    });
    harness = await startHarness({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await harness?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes ForgotPassword refuse, for known and unknown users alike', async () => {
    const sdk = createSdk(harness.identity.url);
    const person = uniqueUser('adminonly');
    await harness.identity.seedUsers([person], poolId);
    for (const Username of [person.username, 'nobody-here']) {
      expect(
        await errorOf(sdk.send(new ForgotPasswordCommand({ ClientId: clientId, Username }))),
      ).toEqual({
        name: 'NotAuthorizedException',
        message: 'Contact administrator to reset password.',
      });
    }
    // The administrator's own path stays open.
    await sdk.send(
      new AdminResetUserPasswordCommand({ UserPoolId: poolId, Username: person.username }),
    );
    const user = await sdk.send(
      new AdminGetUserCommand({ UserPoolId: poolId, Username: person.username }),
    );
    expect(user.UserStatus).toBe('RESET_REQUIRED');
    sdk.destroy();
  });
});
