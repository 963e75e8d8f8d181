import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStores } from '../../test/test-stores.js';
import { DEFAULT_POOL_ID, ensureDefaultPool } from '../services/pools.js';
import { buildUserRecord } from '../services/users.js';
import { memberGroupsOf } from '../services/group-claims.js';
import { openStore, type Store } from './database.js';
import { groupMembers, groups, pools, users } from './schema.js';

const otherPool = 'us-east-1_GroupsStorage';

function user(poolId: string, username: string) {
  return buildUserRecord(
    { poolId, username, password: 'Secret-1!', attributes: {}, status: 'CONFIRMED' },
    1,
  );
}

function group(poolId: string, name: string, precedence: number | null = null) {
  return { poolId, name, description: null, roleArn: null, precedence, createdAt: 1, updatedAt: 1 };
}

describe.each(testStores())('groups in the store ($name)', (kind) => {
  let store: Store;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await kind.create();
    drop = created.drop;
    store = await openStore(created.location);
    await ensureDefaultPool(store.db, 1);
    await store.db
      .insert(pools)
      .values({ id: otherPool, name: 'other', settings: {}, createdAt: 1, updatedAt: 1 });
  });
  afterAll(async () => {
    await store.close();
    await drop?.();
  });

  const membersOf = (userId: string) =>
    store.db.select().from(groupMembers).where(eq(groupMembers.userId, userId));

  it('keeps "Admin" and "admin" apart and orders names bytewise, whatever the database collation', async () => {
    const member = user(DEFAULT_POOL_ID, 'collation');
    await store.db.insert(users).values(member);
    const names = ['admin', 'Admin', 'Zeta', 'alpha', 'Äpfel'];
    await store.db.insert(groups).values(names.map((name) => group(DEFAULT_POOL_ID, name, 1)));
    await store.db.insert(groupMembers).values(
      names.map((groupName) => ({
        poolId: DEFAULT_POOL_ID,
        groupName,
        userId: member.id,
        createdAt: 1,
      })),
    );
    const [row] = await store.db
      .select({ memberGroups: memberGroupsOf(users.id) })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row?.memberGroups.map(([name]) => name)).toEqual([
      'Admin',
      'Zeta',
      'admin',
      'alpha',
      'Äpfel',
    ]);
  });

  it('deleting a user, a group or a pool leaves no membership behind', async () => {
    const [kept, removed] = [user(otherPool, 'kept'), user(otherPool, 'removed')];
    await store.db.insert(users).values([kept, removed]);
    await store.db.insert(groups).values([group(otherPool, 'one'), group(otherPool, 'two')]);
    const rows = [kept, removed].flatMap((member) =>
      ['one', 'two'].map((groupName) => ({
        poolId: otherPool,
        groupName,
        userId: member.id,
        createdAt: 1,
      })),
    );
    await store.db.insert(groupMembers).values(rows);

    await store.db.delete(users).where(eq(users.id, removed.id));
    expect(await membersOf(removed.id)).toEqual([]);
    expect(await membersOf(kept.id)).toHaveLength(2);

    await store.db.delete(groups).where(eq(groups.name, 'one'));
    expect((await membersOf(kept.id)).map((row) => row.groupName)).toEqual(['two']);

    await store.db.delete(pools).where(eq(pools.id, otherPool));
    expect(await store.db.select().from(groups).where(eq(groups.poolId, otherPool))).toEqual([]);
    expect(await membersOf(kept.id)).toEqual([]);
  });
});
