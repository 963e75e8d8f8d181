import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { SecurityView } from '@/features/security/security-view';

export const metadata: Metadata = { title: 'Security' };

export default function SecurityPage() {
  return (
    <RequireSignedIn>
      <SecurityView />
    </RequireSignedIn>
  );
}
