import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { testDatabaseTargets, useTestDatabase } from '../testing/test-databases';
import { recordUserVisit } from './record-user-visit';

const start = new Date('2026-05-01T09:00:00Z');
const profile = {
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe.each(testDatabaseTargets())('recordUserVisit on $name', { timeout: 60_000 }, (target) => {
  const database = useTestDatabase(target);

  it('starts a trial of `trialDays` on the first visit', async () => {
    const row = await recordUserVisit(database.db, {
      sub: 'first',
      username: 'ada',
      profile,
      now: start,
      trialDays: 14,
    });
    expect(row).toMatchObject({
      cognitoId: 'first',
      ...profile,
      subscriptionStatus: 'trialing',
      trialStartDate: start,
      trialEndDate: new Date('2026-05-15T09:00:00Z'),
      createdAt: start,
      updatedAt: start,
      lastActive: start,
      isAdmin: false,
      cancelAtPeriodEnd: false,
    });
  });

  it('keeps the trial on later visits, moves lastActive, and bumps updatedAt only on change', async () => {
    await recordUserVisit(database.db, {
      sub: 'later',
      username: 'bo',
      profile,
      now: start,
      trialDays: 14,
    });
    const oneHourLater = new Date(start.getTime() + 3_600_000);
    const same = await recordUserVisit(database.db, {
      sub: 'later',
      username: 'bo',
      profile,
      now: oneHourLater,
      trialDays: 30,
    });
    expect(same).toMatchObject({
      trialStartDate: start,
      createdAt: start,
      updatedAt: start,
      lastActive: oneHourLater,
    });
    const twoHoursLater = new Date(start.getTime() + 7_200_000);
    const renamed = await recordUserVisit(database.db, {
      sub: 'later',
      username: 'bo',
      profile: { ...profile, firstName: 'Augusta' },
      now: twoHoursLater,
      trialDays: 14,
    });
    expect(renamed).toMatchObject({
      firstName: 'Augusta',
      updatedAt: twoHoursLater,
      trialStartDate: start,
    });
  });

  it('keeps stored attributes when the identity profile is unavailable', async () => {
    await recordUserVisit(database.db, {
      sub: 'offline',
      username: 'cy',
      profile,
      now: start,
      trialDays: 14,
    });
    const row = await recordUserVisit(database.db, {
      sub: 'offline',
      username: 'cy',
      profile: undefined,
      now: start,
      trialDays: 14,
    });
    expect(row.email).toBe('ada@example.com');
  });

  it('creates exactly one record when first visits race', async () => {
    const visits = Array.from({ length: 8 }, (_, index) =>
      recordUserVisit(database.db, {
        sub: 'racer',
        username: 'dee',
        profile,
        now: new Date(start.getTime() + index),
        trialDays: 14,
      }),
    );
    const rows = await Promise.all(visits);
    expect(new Set(rows.map((row) => row.trialStartDate?.getTime())).size).toBe(1);
    const stored = await database.db.select().from(users);
    expect(stored.filter((row) => row.cognitoId === 'racer')).toHaveLength(1);
  });

  it('leaves lastActive alone for someone not there (a record made by npm run admin)', async () => {
    const made = await recordUserVisit(database.db, {
      sub: 'absent',
      username: 'absent',
      profile: { ...profile, username: 'absent' },
      now: start,
      trialDays: 14,
      present: false,
    });
    expect(made.lastActive).toBeNull();
    const later = new Date(start.getTime() + 60_000);
    const refreshed = await recordUserVisit(database.db, {
      sub: 'absent',
      username: 'absent',
      profile: { ...profile, username: 'absent', firstName: 'Augusta' },
      now: later,
      trialDays: 14,
      present: false,
    });
    expect(refreshed).toMatchObject({ lastActive: null, firstName: 'Augusta' });
  });
});
