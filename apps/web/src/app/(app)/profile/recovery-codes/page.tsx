import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { RenewRecoveryCodesView } from '@/features/security/renew-recovery-codes-view';

export const metadata: Metadata = { title: 'Make new recovery codes' };

export default function RenewRecoveryCodesPage() {
  return (
    <RequireSignedIn>
      <RenewRecoveryCodesView />
    </RequireSignedIn>
  );
}
