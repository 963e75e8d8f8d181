import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { ProfileView } from '@/features/profile/profile-view';

export const metadata: Metadata = { title: 'Your profile' };

export default function ProfilePage() {
  return (
    <RequireSignedIn>
      <ProfileView />
    </RequireSignedIn>
  );
}
