import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { ProfileView } from '@/features/profile/profile-view';
import { getServerQueryClient, HydrateClient, serverTrpc } from '@/trpc/server';

export const metadata: Metadata = { title: 'Your profile' };

export default async function ProfilePage() {
  // A failed prefetch is not fatal: the browser asks again and shows its own error.
  await getServerQueryClient().prefetchQuery({
    ...serverTrpc.user.me.queryOptions(),
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
