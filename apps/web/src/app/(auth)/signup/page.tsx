import type { Metadata } from 'next';
import { PageHeading } from '@/components/page-heading';
import { SignUpForm } from '@/features/auth/components/signup-form';

export const metadata: Metadata = { title: 'Create an account' };

export default function SignUpPage() {
  return (
    <>
      <PageHeading title="Create an account">
        We will email you a code to confirm your address, then help you set up an authenticator app.
      </PageHeading>
      <SignUpForm />
    </>
  );
}
