import 'server-only';
import type { AuditEntry } from '@/features/admin/admin-inputs';
import type { ActivityEvent } from '@/features/security/security-inputs';
import { listPersonActivity } from '../account/activity/list-activity';
import type { AppServices } from '../app-services';
import type { SubscriptionStatus } from '../db/schema';
import { findUserRow } from '../users/find-user-row';
import { listAuditOf } from './audit-log';
import { getIdentityPerson, type IdentityPerson } from './identity-person';

/**
 * A person's page in the console: the pool's account (without Cognito's own status word, which
 * stays on the server), the app record, activity and audit.
 */
export type PersonDetails = Omit<IdentityPerson, 'userStatus'> & {
  /** False until the person's first sign-in to the app creates the record (and the trial). */
  hasAppRecord: boolean;
  lastActive: Date | null;
  isAdmin: boolean;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
  subscriptionStatus: SubscriptionStatus | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  activity: ActivityEvent[];
  /** False when the pool keeps no sign-in events: the activity then holds the app's own only. */
  signInEventsRecorded: boolean;
  audit: AuditEntry[];
};

export async function getPersonDetails(
  services: AppServices,
  username: string,
): Promise<PersonDetails> {
  const person = await getIdentityPerson(services, username);
  const db = await services.database();
  const [row, activity, audit] = await Promise.all([
    findUserRow(db, person.sub),
    listPersonActivity(services, person),
    listAuditOf(db, person.sub),
  ]);
  const { userStatus: _cognitoStatus, ...account } = person;
  return {
    ...account,
    hasAppRecord: row !== undefined,
    lastActive: row?.lastActive ?? null,
    isAdmin: row?.isAdmin ?? false,
    trialStartDate: row?.trialStartDate ?? null,
    trialEndDate: row?.trialEndDate ?? null,
    subscriptionStatus: row?.subscriptionStatus ?? null,
    currentPeriodEnd: row?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    activity: activity.events,
    signInEventsRecorded: activity.signInEventsRecorded,
    audit,
  };
}
