import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ForgotPasswordFlow } from '@/features/auth/components/forgot-password-flow';

export const metadata: Metadata = { title: 'Reset your password' };

export default function ForgotPasswordPage() {
  return (
    <Suspense>
      <ForgotPasswordFlow />
    </Suspense>
  );
}
