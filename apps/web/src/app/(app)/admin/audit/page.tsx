import type { Metadata } from 'next';
import { RequireSignedIn } from '@/components/layout/require-signed-in';
import { AuditView } from '@/features/admin/audit-view';

export const metadata: Metadata = { title: 'Audit log' };

export default function AdminAuditPage() {
  return (
    <RequireSignedIn>
      <AuditView />
    </RequireSignedIn>
  );
}
