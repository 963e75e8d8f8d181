import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MuiRoot } from '@/components/mui-root';
import { PageHeading } from '@/components/page-heading';
import { MfaSetupView } from '@/features/auth/components/mfa-setup-view';
import { requestNonce } from '../../request-nonce';

export const metadata: Metadata = { title: 'Set up your authenticator app' };

/** Reached signed in (or mid sign-in); its setup steps use MUI components. */
export default async function MfaSetupPage() {
  return (
    <>
      <PageHeading title="Set up your authenticator app" />
      <MuiRoot nonce={await requestNonce()}>
        <Suspense>
          <MfaSetupView />
        </Suspense>
      </MuiRoot>
    </>
  );
}
