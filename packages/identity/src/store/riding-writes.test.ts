import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStores } from '../../test/test-stores.js';
import { DEFAULT_POOL_ID, ensureDefaultPool } from '../services/pools.js';
import { buildUserRecord } from '../services/users.js';
import { openStore, type Store } from './database.js';
import { authSessions, users } from './schema.js';
import { withWrite } from './with-write.js';

describe.each(testStores())('writes riding along in one statement ($name)', (kind) => {
  let store: Store;
  let drop: (() => Promise<void>) | undefined;
  const user = buildUserRecord(
    {
      poolId: DEFAULT_POOL_ID,
      username: 'rider',
      password: 'Secret-1!',
      attributes: {},
      status: 'CONFIRMED',
    },
    1,
  );
  beforeAll(async () => {
    const created = await kind.create();
    drop = created.drop;
    store = await openStore(created.location);
    await ensureDefaultPool(store.db, 1);
    await store.db.insert(users).values({ ...user, failedSignIns: 3, lastTotpStep: 4 });
  });
  afterAll(async () => {
    await store.close();
    await drop?.();
  });

  it('commits an unread WITH update together with the main insert', async () => {
    const clear = store.db
      .$with('clear')
      .as(
        store.db
          .update(users)
          .set({ failedSignIns: 0 })
          .where(eq(users.id, user.id))
          .returning({ id: users.id }),
      );
    await withWrite(store.db, clear).insert(authSessions).values({
      idHash: 'session',
      userId: user.id,
      poolId: DEFAULT_POOL_ID,
      clientId: 'client',
      challenge: 'SOFTWARE_TOKEN_MFA',
      state: {},
      expiresAt: 30,
      wrongCodes: 0,
    });
    const [after] = await store.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.failedSignIns).toBe(0);
    expect(await store.db.select().from(authSessions)).toHaveLength(1);
  });
});
