import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { groupQuotas } from '../src/services/groups.js';
import { DEFAULT_POOL_ID, ensureDefaultPool } from '../src/services/pools.js';
import { openStore } from '../src/store/database.js';
import { groups } from '../src/store/schema.js';
import { createGroup } from './group-fixtures.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';
import type { TestStore } from './test-stores.js';

/**
 * A PGlite store on disk whose default pool already has one group fewer than the quota,
 * written straight into the store: ten thousand CreateGroup calls would take half a minute.
 */
const poolNearItsQuota: TestStore = {
  name: 'PGlite',
  async create() {
    const dataDir = await mkdtemp(join(tmpdir(), 'steadfast-groups-'));
    const store = await openStore({ dataDir });
    try {
      await ensureDefaultPool(store.db, 1);
      const rows = Array.from({ length: groupQuotas.perPool - 1 }, (_, index) => ({
        poolId: DEFAULT_POOL_ID,
        name: `seeded-${String(index).padStart(5, '0')}`,
        description: null,
        roleArn: null,
        precedence: null,
        createdAt: 1,
        updatedAt: 1,
      }));
      for (let start = 0; start < rows.length; start += 2_000) {
        await store.db.insert(groups).values(rows.slice(start, start + 2_000));
      }
    } finally {
      await store.close();
    }
    return { location: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

describe('the quota of groups per pool', () => {
  const env = useSdkHarness({}, poolNearItsQuota);

  it('a pool holds 10,000 groups: the next is refused with LimitExceededException, other pools are not', async () => {
    await createGroup(env.sdk, { UserPoolId: env.poolId, GroupName: 'the-last-one' });
    expect(await errorOf(createGroup(env.sdk, { UserPoolId: env.poolId }))).toEqual({
      name: 'LimitExceededException',
      message: 'The user pool can have at most 10000 groups.',
    });
    expect(
      (await errorOf(createGroup(env.sdk, { UserPoolId: env.poolId, GroupName: 'the-last-one' })))
        .name,
    ).toBe('GroupExistsException');
    const other = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'other' }));
    const created = await createGroup(env.sdk, { UserPoolId: String(other.UserPool?.Id) });
    expect(created.Group?.GroupName).toBeDefined();
  });
});
