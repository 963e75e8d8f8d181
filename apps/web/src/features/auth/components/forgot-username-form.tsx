'use client';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useTRPC } from '@/trpc/react';
import { errorMessage } from '../flow/auth-errors';
import { emailProblem } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { AuthLinks } from './auth-links';

export function ForgotUsernameForm() {
  const trpc = useTRPC();
  const forgotUsername = useMutation(trpc.user.forgotUsername.mutationOptions());
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email, 'forgotUsername');
    setError(problem);
    if (problem) return;
    setSent(false);
    try {
      await forgotUsername.mutateAsync({ email: email.trim() });
      setSent(true);
    } catch (caught) {
      setError(errorMessage(caught, 'We could not send the email. Please try again.'));
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Find your username"
    >
      <FormAlert severity="success" message={sent ? AUTH_MESSAGES.forgotUsernameSent : null} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorText={error}
        required
      />
      <SubmitButton busy={forgotUsername.isPending} busyLabel="Sending…">
        Email my username
      </SubmitButton>
      <AuthLinks
        links={[
          { href: '/login', label: 'Back to sign in' },
          { href: '/forgot-password', label: 'Forgot your password?' },
        ]}
      />
    </Stack>
  );
}
