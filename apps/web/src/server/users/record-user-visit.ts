import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database-type';
import { users, type UserRow } from '../db/schema';
import type { IdentityProfile } from '../identity/get-identity-profile';

const dayInMs = 24 * 60 * 60 * 1000;

export interface UserVisit {
  sub: string;
  /** The verified token's username, used when the identity profile could not be fetched. */
  username: string;
  /**
   * Fresh attributes from the identity service, stored with `profileSyncedAt: now`; undefined
   * (the service was unreachable) keeps the stored copies and leaves them due for a refresh.
   */
  profile: IdentityProfile | undefined;
  now: Date;
  trialDays: number;
  /**
   * False when the record is made or refreshed for someone who is not there (an administrator
   * granted with `npm run admin`): `lastActive` is then left as it is (unset on a new record).
   */
  present?: boolean;
}

/**
 * Creates the app record on a user's first visit (their trial starts then) or stores a refresh
 * of its identity copies on later ones. One INSERT … ON CONFLICT statement, so two first
 * requests racing each other still create exactly one record and one trial.
 */
export async function recordUserVisit(db: Database, visit: UserVisit): Promise<UserRow> {
  const { now, profile } = visit;
  const present = visit.present !== false;
  const identityColumns = profile
    ? { ...profile, profileSyncedAt: now }
    : { username: visit.username };
  const [row] = await db
    .insert(users)
    .values({
      cognitoId: visit.sub,
      ...identityColumns,
      subscriptionStatus: 'trialing',
      trialStartDate: now,
      trialEndDate: new Date(now.getTime() + visit.trialDays * dayInMs),
      createdAt: now,
      updatedAt: now,
      lastActive: present ? now : null,
    })
    .onConflictDoUpdate({
      target: users.cognitoId,
      set: profile
        ? {
            ...identityColumns,
            ...(present ? { lastActive: now } : {}),
            updatedAt: sql`case when (${users.username}, ${users.email}, ${users.emailVerified},
              ${users.firstName}, ${users.lastName}) is distinct from (excluded.username,
              excluded.email, excluded.email_verified, excluded.first_name, excluded.last_name)
              then excluded.updated_at else ${users.updatedAt} end`,
          }
        : { lastActive: present ? now : users.lastActive },
    })
    .returning();
  if (!row) throw new Error('The user record was neither inserted nor updated.');
  return row;
}
