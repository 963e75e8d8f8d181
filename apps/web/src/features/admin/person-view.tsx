'use client';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ProfileSection } from '@/features/profile/profile-section';
import { ActivityList } from '@/features/security/activity-list';
import { useTRPC } from '@/trpc/react';
import { AdminPage } from './admin-page';
import { AuditTable } from './audit-table';
import { PersonActions } from './person-actions';
import { PersonDetails } from './person-details';

/** `/admin/people/<username>`: the account, what support can do, and what happened to it. */
export function PersonView({ username }: { username: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const person = useQuery(trpc.admin.person.queryOptions({ username }));
  // Always present, so a screen reader hears each new outcome.
  const [status, setStatus] = useState('');
  const data = person.data;
  return (
    <AdminPage title={data ? `Person: ${data.username}` : 'Person'}>
      <Typography role="status">{status}</Typography>
      {person.isPending ? <Typography role="status">Loading this person…</Typography> : null}
      {person.isError ? (
        <Alert severity="error">
          {person.error.data?.code === 'NOT_FOUND'
            ? 'No one has that username.'
            : 'We could not load this person. Please reload the page.'}
        </Alert>
      ) : null}
      {data ? (
        <>
          <ProfileSection title="Account">
            <PersonDetails person={data} />
          </ProfileSection>
          <ProfileSection title="Actions">
            <PersonActions
              person={data}
              onDone={(message) => {
                setStatus(message);
                void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
              }}
            />
          </ProfileSection>
          <ProfileSection title="Recent activity">
            <ActivityList events={data.activity} />
          </ProfileSection>
          <ProfileSection title="Audit trail">
            <AuditTable entries={data.audit} label={`Audit trail of ${data.username}`} />
          </ProfileSection>
        </>
      ) : null}
    </AdminPage>
  );
}
