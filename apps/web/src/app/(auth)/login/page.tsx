import type { Metadata } from 'next';
import { PageHeading } from '@/components/page-heading';
import { LoginForm } from '@/features/auth/components/login-form';

export const metadata: Metadata = { title: 'Sign in' };

export default function LoginPage() {
  return (
    <>
      <PageHeading title="Sign in">
        Use your username and password. Next you will enter a code from your authenticator app.
      </PageHeading>
      <LoginForm />
    </>
  );
}
