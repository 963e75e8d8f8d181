import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { ReplaceAuthenticatorView } from '@/features/security/replace-authenticator-view';

export const metadata: Metadata = { title: 'New authenticator app' };

export default function ReplaceAuthenticatorPage() {
  return (
    <RequireSignedIn>
      <ReplaceAuthenticatorView />
    </RequireSignedIn>
  );
}
