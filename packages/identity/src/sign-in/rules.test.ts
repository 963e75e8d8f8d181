import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/database.js';
import { users } from '../store/schema.js';
import { accountMaySignIn, assertAccountCanSignIn } from './rules.js';
import { DEFAULT_POOL_ID, ensureDefaultPool } from '../services/pools.js';
import { buildUserRecord, type UserRecord, type UserStatus } from '../services/users.js';

const now = 1_000_000;
const statuses: UserStatus[] = [
  'UNCONFIRMED',
  'CONFIRMED',
  'RESET_REQUIRED',
  'FORCE_CHANGE_PASSWORD',
];
const expiries = [null, now - 1, now, now + 1];

let store: Store;
const records: UserRecord[] = [];

beforeAll(async () => {
  store = await openStore({ dataDir: 'memory://' });
  await ensureDefaultPool(store.db, 1);
  // One password verifier for all: only the account state differs between these users.
  const base = buildUserRecord(
    {
      poolId: DEFAULT_POOL_ID,
      username: 'base',
      password: 'Secret-1!',
      attributes: {},
      status: 'CONFIRMED',
    },
    1,
  );
  for (const status of statuses) {
    for (const enabled of [true, false]) {
      for (const temporaryPasswordExpiresAt of expiries) {
        const username = `u${records.length}`;
        records.push({
          ...base,
          id: username,
          username,
          usernameKey: username,
          status,
          enabled,
          temporaryPasswordExpiresAt,
        });
      }
    }
  }
  await store.db.insert(users).values(records);
});

afterAll(() => store.close());

describe('account state in SQL', () => {
  it('admits exactly the accounts assertAccountCanSignIn lets through', async () => {
    const admitted = await store.db
      .select({ id: users.id })
      .from(users)
      .where(accountMaySignIn(sql`${now}::bigint`));
    const expected = records.filter((record) => {
      try {
        assertAccountCanSignIn(record, now);
        return true;
      } catch {
        return false;
      }
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(admitted.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
  });
});
