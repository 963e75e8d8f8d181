'use client';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { errorMessage } from '../flow/auth-errors';
import { requireValue } from '../flow/field-validation';
import { loadIdentity } from '../load-identity';
import { AuthLinks } from './auth-links';

export function ResetRequestForm(props: {
  initialUsername: string;
  resetRequired: boolean;
  onSent: (username: string) => void;
}) {
  const [username, setUsername] = useState(props.initialUsername);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = requireValue(username, 'username', 'resetPassword');
    setError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const { requestPasswordReset } = await loadIdentity();
      await requestPasswordReset(username);
      props.onSent(username.trim());
    } catch (caught) {
      setFailure(errorMessage(caught, 'We could not send a reset code. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Request a reset code"
    >
      {props.resetRequired ? (
        <FormAlert
          severity="warning"
          message="Your password must be reset before you can sign in."
        />
      ) : null}
      <FormAlert message={failure} />
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        errorText={error}
        required
      />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send reset code
      </SubmitButton>
      <AuthLinks
        links={[
          { href: '/forgot-username', label: 'Forgot your username?' },
          { href: '/login', label: 'Back to sign in' },
        ]}
      />
    </Stack>
  );
}
