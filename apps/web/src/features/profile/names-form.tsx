'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '@/features/auth/auth-context';
import { errorMessage } from '@/features/auth/flow/auth-errors';
import { nameProblem } from '@/features/auth/flow/field-validation';
import { loadIdentity } from '@/features/auth/load-identity';

export function NamesForm() {
  const { state, updateUser } = useAuth();
  const toast = useToast();
  const [firstName, setFirstName] = useState(state.user?.firstName ?? '');
  const [lastName, setLastName] = useState(state.user?.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string | null; lastName?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      firstName: nameProblem(firstName, 'First name'),
      lastName: nameProblem(lastName, 'Last name'),
    };
    setErrors(found);
    setFailure(null);
    if (found.firstName || found.lastName) return;
    setBusy(true);
    try {
      const { updateNames } = await loadIdentity();
      await updateNames(firstName, lastName);
      updateUser({ firstName: firstName.trim(), lastName: lastName.trim() });
      toast.success('Your name has been saved.');
    } catch (caught) {
      setFailure(errorMessage(caught, 'We could not save your name. Please try again.'));
    }
    setBusy(false);
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Your name">
      <FormAlert message={failure} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          errorText={errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          errorText={errors.lastName}
        />
      </Stack>
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving…' : 'Save name'}
      </Button>
    </Stack>
  );
}
