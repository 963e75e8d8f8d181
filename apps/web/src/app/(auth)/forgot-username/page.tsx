import type { Metadata } from 'next';
import { PageHeading } from '@/components/page-heading';
import { ForgotUsernameForm } from '@/features/auth/components/forgot-username-form';

export const metadata: Metadata = { title: 'Find your username' };

export default function ForgotUsernamePage() {
  return (
    <>
      <PageHeading title="Find your username">
        Enter the email address on your account. We will email the username to that address.
      </PageHeading>
      <ForgotUsernameForm />
    </>
  );
}
