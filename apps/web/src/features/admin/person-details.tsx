'use client';
import { DetailList } from '@/features/profile/detail-list';
import { formatDate } from '@/features/profile/subscription-format';
import { describeStatus, formatWhen } from './admin-format';
import type { PersonStatus } from './admin-inputs';

export interface PersonDetailsData {
  username: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  status: PersonStatus;
  enabled: boolean;
  authenticator: boolean;
  createdAt: Date;
  lastActive: Date | null;
  isAdmin: boolean;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
}

/** What support needs to know about a person's account, each value read with its label. */
export function PersonDetails({ person }: { person: PersonDetailsData }) {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return (
    <DetailList
      items={[
        { label: 'Username', value: person.username },
        { label: 'Name', value: name || 'Not set' },
        {
          label: 'Email',
          value: `${person.email} (${person.emailVerified ? 'verified' : 'not verified'})`,
        },
        { label: 'Status', value: describeStatus(person.status) },
        { label: 'Sign-in', value: person.enabled ? 'Enabled' : 'Disabled' },
        { label: 'Authenticator', value: person.authenticator ? 'Set up' : 'Not set up' },
        { label: 'Administrator', value: person.isAdmin ? 'Yes' : 'No' },
        { label: 'Created', value: formatWhen(person.createdAt) },
        { label: 'Last active', value: formatWhen(person.lastActive) },
        { label: 'Trial started', value: formatDate(person.trialStartDate) },
        { label: 'Trial ends', value: formatDate(person.trialEndDate) },
        { label: 'Subscription', value: person.subscriptionStatus ?? 'None' },
        { label: 'Current period ends', value: formatDate(person.currentPeriodEnd) },
        {
          label: 'Cancels at period end',
          value:
            person.cancelAtPeriodEnd === null ? 'Not set' : person.cancelAtPeriodEnd ? 'Yes' : 'No',
        },
        { label: 'Identity subject (sub)', value: person.sub },
      ]}
    />
  );
}
