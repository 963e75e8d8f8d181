'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordField } from '@/components/form/new-password-field';
import { PasswordField } from '@/components/form/password-field';
import { usePublicConfig } from '@/components/public-config-context';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '@/features/auth/flow/auth-errors';
import { requiredMessage } from '@/features/auth/flow/field-validation';
import { newPasswordProblem } from '@/features/auth/flow/password-rules';
import { loadIdentity } from '@/features/auth/load-identity';

export function ChangePasswordForm() {
  const { passwordPolicy } = usePublicConfig();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string | null; next?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      current: current === '' ? requiredMessage('oldPassword', 'updatePassword') : null,
      next: newPasswordProblem(next, passwordPolicy, 'updatePassword'),
    };
    setErrors(found);
    setFailure(null);
    if (found.current || found.next) return;
    setBusy(true);
    try {
      const { changePassword } = await loadIdentity();
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      toast.success('Your password has been changed.');
    } catch (caught) {
      setFailure(errorMessage(caught, 'We could not change your password. Please try again.'));
    }
    setBusy(false);
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2}
      aria-label="Change your password"
    >
      <FormAlert message={failure} />
      <PasswordField
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        errorText={errors.current}
      />
      <NewPasswordField
        name="newPassword"
        label="New password"
        value={next}
        policy={passwordPolicy}
        onChange={(e) => setNext(e.target.value)}
        errorText={errors.next}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Changing…' : 'Change password'}
      </Button>
    </Stack>
  );
}
