import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { FirstRecoveryCodesView } from '@/features/security/first-recovery-codes-view';

export const metadata: Metadata = { title: 'Save your recovery codes' };

export default function RecoveryCodesPage() {
  return (
    <RequireSignedIn>
      <FirstRecoveryCodesView />
    </RequireSignedIn>
  );
}
