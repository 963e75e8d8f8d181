'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/form/code-field';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '@/features/auth/auth-context';
import { errorMessage } from '@/features/auth/flow/auth-errors';
import { codeProblem, emailProblem, normalizeCode } from '@/features/auth/flow/field-validation';
import { loadIdentity } from '@/features/auth/load-identity';

/** Email change in two steps; the account keeps the old address until the new one is confirmed. */
export function EmailChangeForm() {
  const { updateUser } = useAuth();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, fallback: string) {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setFailure(errorMessage(caught, fallback));
    }
    setBusy(false);
  }

  function onRequest(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email, 'updateUserAttributes');
    setError(problem);
    if (problem) return;
    void run(async () => {
      const { requestEmailChange } = await loadIdentity();
      const { needsCode } = await requestEmailChange(email);
      if (needsCode) return setPendingEmail(email.trim());
      updateUser({ email: email.trim() });
      toast.success('Your email address has been changed.');
    }, 'We could not change your email address. Please try again.');
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    const problem = codeProblem(code, 'code', 'confirmUserAttribute');
    setError(problem);
    if (problem || !pendingEmail) return;
    void run(async () => {
      const { confirmEmailChange } = await loadIdentity();
      await confirmEmailChange(normalizeCode(code));
      updateUser({ email: pendingEmail, verificationStatus: 'verified' });
      setPendingEmail(null);
      setEmail('');
      setCode('');
      toast.success('Your new email address is confirmed.');
    }, 'We could not confirm the code. Please try again.');
  }

  if (pendingEmail)
    return (
      <Stack
        component="form"
        noValidate
        onSubmit={onConfirm}
        spacing={2}
        aria-label="Confirm your new email address"
      >
        <FormAlert
          severity="info"
          live={false}
          message={`We emailed a 6-digit code to ${pendingEmail}. Your current address stays in use until you enter it.`}
        />
        <FormAlert message={failure} />
        <CodeField
          value={code}
          onChange={(e) => setCode(e.target.value)}
          errorText={error}
          hint="The 6-digit number in the email"
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Confirming…' : 'Confirm new email'}
          </Button>
          <Button variant="text" onClick={() => setPendingEmail(null)}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onRequest}
      spacing={2}
      aria-label="Change your email address"
    >
      <FormAlert message={failure} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        errorText={error}
        hint="The new address; we will send a code to it"
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Sending…' : 'Change email'}
      </Button>
    </Stack>
  );
}
