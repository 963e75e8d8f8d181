import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { ProfileView } from '@/features/profile/profile-view';
import { getServerQueryClient, HydrateClient, serverTrpc } from '@/trpc/server';
import { REFRESHED_USER_ME } from '@/trpc/user-me-input';

export const metadata: Metadata = { title: 'Your profile' };

export default async function ProfilePage() {
  // A failed prefetch is not fatal: the browser asks again and shows its own error. Asking
  // with a refresh reaches the identity service, so a session revoked elsewhere ends here.
  await getServerQueryClient().prefetchQuery({
    ...serverTrpc.user.me.queryOptions(REFRESHED_USER_ME),
    retry: false,
  });
  return (
    <HydrateClient>
      <RequireSignedIn>
        <ProfileView />
      </RequireSignedIn>
    </HydrateClient>
  );
}
