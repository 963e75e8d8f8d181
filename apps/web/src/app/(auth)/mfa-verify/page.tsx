import type { Metadata } from 'next';
import { PageHeading } from '@/components/page-heading';
import { MfaVerifyView } from '@/features/auth/components/mfa-verify-view';

export const metadata: Metadata = { title: 'Enter the code from your authenticator app' };

export default function MfaVerifyPage() {
  return (
    <>
      <PageHeading title="Enter your authenticator code">
        Open your authenticator app and enter the 6-digit code it shows for this account.
      </PageHeading>
      <MfaVerifyView />
    </>
  );
}
