import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { DeleteAccountView } from '@/features/security/delete-account-view';

export const metadata: Metadata = { title: 'Delete your account' };

export default function DeleteAccountPage() {
  return (
    <RequireSignedIn>
      <DeleteAccountView />
    </RequireSignedIn>
  );
}
