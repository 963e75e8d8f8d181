import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, type UserRow } from '../db/schema';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { findUserRow } from './find-user-row';

const moment = (iso: string) => new Date(iso);

/** Every column set to something other than its default, so each one's decoding is checked. */
const everyColumnSet: UserRow = {
  cognitoId: 'full',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  isAdmin: true,
  isTrustee: true,
  isReadOnly: true,
  ownerCognitoId: 'owner',
  accessStartDate: moment('2026-01-01T00:00:00.001Z'),
  accessEndDate: moment('2026-12-31T23:59:59.999Z'),
  createdAt: moment('2026-05-01T09:00:00.123Z'),
  updatedAt: moment('2026-05-02T09:00:00Z'),
  lastActive: moment('2026-05-03T09:00:00Z'),
  profileSyncedAt: moment('2026-05-03T08:59:00Z'),
  subscriptionStatus: 'past_due',
  trialStartDate: moment('2026-05-01T09:00:00Z'),
  trialEndDate: moment('2026-05-15T09:00:00Z'),
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  stripePriceId: 'price_1',
  cancelAtPeriodEnd: true,
  currentPeriodStart: moment('2026-05-15T09:00:00Z'),
  currentPeriodEnd: moment('2026-06-15T09:00:00Z'),
  planInterval: 'year',
  firstEmailSent: true,
  secondEmailSent: true,
  thirdEmailSent: true,
  secondEmailScheduled: true,
  thirdEmailScheduled: true,
  accountOwnershipTransferredEmailSent: true,
};

describe.each(testDatabaseTargets())('findUserRow on $name', { timeout: 60_000 }, (target) => {
  const database = useTestDatabase(target);

  const typedSelect = async (sub: string) =>
    (await database.db.select().from(users).where(eq(users.cognitoId, sub)))[0];

  it('reads every column exactly as a typed select does', async () => {
    await database.db.insert(users).values(everyColumnSet);
    expect(await findUserRow(database.db, 'full')).toEqual(await typedSelect('full'));
    expect(await findUserRow(database.db, 'full')).toEqual(everyColumnSet);
  });

  it('reads unset columns as null, as a typed select does', async () => {
    await database.db.insert(users).values({ cognitoId: 'sparse', username: 'bo' });
    const row = await findUserRow(database.db, 'sparse');
    expect(row).toEqual(await typedSelect('sparse'));
    expect(row?.lastActive).toBeNull();
  });

  it('finds nothing for an unknown sub', async () => {
    expect(await findUserRow(database.db, 'nobody')).toBeUndefined();
  });

  it('answers many reads asked for together, more than one statement takes, each with its own record', async () => {
    const subs = Array.from({ length: 150 }, (_, index) => `many-${index}`);
    await database.db
      .insert(users)
      .values(subs.map((sub, index) => ({ cognitoId: sub, username: `user${index}` })));
    const asked = [...subs, 'many-7', 'nobody', 'many-7'];
    const found = await Promise.all(asked.map((sub) => findUserRow(database.db, sub)));
    expect(found.map((row) => row?.username)).toEqual([
      ...subs.map((_, index) => `user${index}`),
      'user7',
      undefined,
      'user7',
    ]);
    // Two requests for one person get their own objects.
    expect(found[7]).not.toBe(found[150]);
  });

  it('sees a write that finished before the read was asked for', async () => {
    await database.db.insert(users).values({ cognitoId: 'changing', username: 'before' });
    expect((await findUserRow(database.db, 'changing'))?.username).toBe('before');
    await database.db
      .update(users)
      .set({ username: 'after' })
      .where(eq(users.cognitoId, 'changing'));
    expect((await findUserRow(database.db, 'changing'))?.username).toBe('after');
  });
});
