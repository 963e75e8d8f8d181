'use client';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/form/code-field';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '../auth-context';
import { isMfaSessionExpired, isWrongCode } from '../flow/auth-errors';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { useAuthNavigation } from '../use-auth-navigation';
import { useMfaSessionExpiry } from '../use-mfa-session-expiry';

export function MfaSetupForm({ path }: { path: 'challenge' | 'signed-in' }) {
  const { completeMfaSetup } = useAuth();
  const { go } = useAuthNavigation();
  const toast = useToast();
  const expire = useMfaSessionExpiry('setup');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem =
      path === 'challenge'
        ? codeProblem(code, 'challengeResponse', 'confirmSignIn')
        : codeProblem(code, 'code', 'verifyTOTPSetup');
    setError(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const step = await completeMfaSetup(normalizeCode(code));
      if (step.kind === 'error') throw new Error(step.message);
      toast.success(AUTH_MESSAGES.mfaSetupCompleted);
      go(step);
    } catch (caught) {
      setBusy(false);
      if (isWrongCode(caught)) return setError(AUTH_MESSAGES.invalidMfaCode);
      if (isMfaSessionExpired(caught)) return void expire();
      setFailure(AUTH_MESSAGES.failedToConfirmMfaSetup);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Confirm your authenticator app"
    >
      <FormAlert message={failure} />
      <CodeField
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorText={error}
        hint="The 6-digit number shown in your authenticator app"
        required
      />
      <SubmitButton busy={busy} busyLabel="Checking…">
        Verify and finish
      </SubmitButton>
    </Stack>
  );
}
