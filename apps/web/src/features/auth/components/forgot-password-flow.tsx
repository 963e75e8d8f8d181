'use client';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/components/use-document-title';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';

/** Two steps on one page: ask for a code, then set the new password with it. */
export function ForgotPasswordFlow() {
  const params = useSearchParams();
  const [username, setUsername] = useState<string | null>(null);
  const title = username ? 'Choose a new password' : 'Reset your password';
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title}>
        {username
          ? 'If the account exists, we have emailed a 6-digit code to its address. Enter it with your new password.'
          : 'Enter your username and we will email you a code to reset your password.'}
      </PageHeading>
      {username ? (
        <ResetPasswordForm username={username} onRestart={() => setUsername(null)} />
      ) : (
        <ResetRequestForm
          initialUsername={params.get('username') ?? ''}
          resetRequired={params.get('reason') === 'reset_required'}
          onSent={setUsername}
        />
      )}
    </>
  );
}
