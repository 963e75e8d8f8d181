import type { Metadata } from 'next';
import { PageHeading } from '@/components/page-heading';
import { ConfirmSignUpForm } from '@/features/auth/components/confirm-signup-form';

export const metadata: Metadata = { title: 'Confirm your email address' };

export default function ConfirmSignUpPage() {
  return (
    <>
      <PageHeading title="Check your email" />
      <ConfirmSignUpForm />
    </>
  );
}
