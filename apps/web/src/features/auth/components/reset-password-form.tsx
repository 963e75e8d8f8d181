'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/form/code-field';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordField } from '@/components/form/new-password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { usePublicConfig } from '@/components/public-config-context';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useToast } from '@/components/toast/toast-context';
import { errorMessage } from '../flow/auth-errors';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { newPasswordProblem } from '../flow/password-rules';
import { loadIdentity } from '../load-identity';

export function ResetPasswordForm({
  username,
  onRestart,
}: {
  username: string;
  onRestart: () => void;
}) {
  const { passwordPolicy } = usePublicConfig();
  const router = useAppRouter();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string | null; newPassword?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      code: codeProblem(code, 'code', 'confirmResetPassword'),
      newPassword: newPasswordProblem(newPassword, passwordPolicy, 'confirmResetPassword'),
    };
    setErrors(found);
    setFailure(null);
    if (found.code || found.newPassword) return;
    setBusy(true);
    try {
      const { confirmPasswordReset } = await loadIdentity();
      await confirmPasswordReset({ username, code: normalizeCode(code), newPassword });
      toast.success('Your password has been reset.');
      router.push(`/login?reason=password_reset&username=${encodeURIComponent(username)}`);
    } catch (caught) {
      setFailure(errorMessage(caught, 'We could not reset your password. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Set a new password"
    >
      <FormAlert message={failure} />
      <CodeField
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorText={errors.code}
        hint="The 6-digit number in the email"
        required
      />
      <NewPasswordField
        name="newPassword"
        label="New password"
        value={newPassword}
        policy={passwordPolicy}
        onChange={(event) => setNewPassword(event.target.value)}
        errorText={errors.newPassword}
        required
      />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Reset password
      </SubmitButton>
      <Button variant="text" onClick={onRestart}>
        Use a different username or send a new code
      </Button>
    </Stack>
  );
}
