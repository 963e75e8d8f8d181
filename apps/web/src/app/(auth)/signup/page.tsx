import type { Metadata } from 'next';
import { PageHeading } from '@/components/page-heading';
import { SignUpForm } from '@/features/auth/components/signup-form';
import { getPublicConfig } from '@/server/env';

export const metadata: Metadata = { title: 'Create an account' };

export default function SignUpPage() {
  const confirmWith = getPublicConfig().signUpConfirmation === 'link' ? 'a link' : 'a code';
  return (
    <>
      <PageHeading title="Create an account">
        We will email you {confirmWith} to confirm your address, then help you set up an
        authenticator app.
      </PageHeading>
      <SignUpForm />
    </>
  );
}
