import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeading } from '@/components/page-heading';
import { MfaSetupView } from '@/features/auth/components/mfa-setup-view';

export const metadata: Metadata = { title: 'Set up your authenticator app' };

export default function MfaSetupPage() {
  return (
    <>
      <PageHeading title="Set up your authenticator app" />
      <Suspense>
        <MfaSetupView />
      </Suspense>
    </>
  );
}
