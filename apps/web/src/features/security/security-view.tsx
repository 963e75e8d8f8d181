'use client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ProfileSection } from '@/features/profile/profile-section';
import { TwoStepSection } from '@/features/profile/two-step-section';
import { useTRPC } from '@/trpc/react';
import { ActivityList } from './activity-list';
import { SecurityPage } from './security-page';

/** `/profile/security`: the two-step settings and what has happened to the account lately. */
export function SecurityView() {
  const trpc = useTRPC();
  const activity = useQuery(trpc.security.activity.queryOptions());
  return (
    <SecurityPage
      title="Security"
      intro="Your two-step sign-in, and what has happened to your account lately. If you see something you did not do, change your password and make new recovery codes."
    >
      <TwoStepSection linkToSecurityPage={false} />
      <ProfileSection title="Recent activity">
        {activity.isPending ? <Typography role="status">Loading your activity…</Typography> : null}
        {activity.isError ? (
          <Alert severity="error">We could not load your activity. Please reload the page.</Alert>
        ) : null}
        {activity.data && !activity.data.signInEventsRecorded ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Sign-ins are not listed here: the sign-in service does not record them for this app. The
            changes you make in the app are listed.
          </Alert>
        ) : null}
        {activity.data ? <ActivityList events={activity.data.events} /> : null}
      </ProfileSection>
    </SecurityPage>
  );
}
