'use client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/trpc/react';
import { REFRESHED_USER_ME } from '@/trpc/user-me-input';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';
import {
  daysLeftLabel,
  formatDate,
  planIntervalLabel,
  subscriptionStatusLabel,
} from './subscription-format';

export function SubscriptionSection() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions(REFRESHED_USER_ME));
  return (
    <ProfileSection title="Subscription and trial">
      {me.isPending ? <Typography role="status">Loading your subscription…</Typography> : null}
      {me.isError ? (
        <Alert severity="error">We could not load your subscription. Please reload the page.</Alert>
      ) : null}
      {me.data ? (
        <DetailList
          items={[
            { label: 'Status', value: subscriptionStatusLabel(me.data.subscriptionStatus) },
            { label: 'Trial started', value: formatDate(me.data.trialStartDate) },
            {
              label: 'Trial ends',
              value: `${formatDate(me.data.trialEndDate)} (${daysLeftLabel(me.data.trialDaysLeft)})`,
            },
            { label: 'Plan', value: planIntervalLabel(me.data.planInterval) },
            {
              label: 'Current period',
              value: me.data.currentPeriodStart
                ? `${formatDate(me.data.currentPeriodStart)} to ${formatDate(me.data.currentPeriodEnd)}`
                : 'Not started',
            },
            { label: 'Cancels at period end', value: me.data.cancelAtPeriodEnd ? 'Yes' : 'No' },
          ]}
        />
      ) : null}
    </ProfileSection>
  );
}
