'use client';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/form/code-field';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '../auth-context';
import { errorMessage, isMfaSessionExpired, isWrongCode } from '../flow/auth-errors';
import { codeProblem, normalizeCode } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { useAuthNavigation } from '../use-auth-navigation';
import { useMfaSessionExpiry } from '../use-mfa-session-expiry';
import { AuthLinks } from './auth-links';

export function MfaVerifyForm() {
  const { verifyMfa, state } = useAuth();
  const { go } = useAuthNavigation();
  const toast = useToast();
  const expire = useMfaSessionExpiry('verify');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = codeProblem(code, 'challengeResponse', 'confirmSignIn');
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const step = await verifyMfa(normalizeCode(code));
      if (step.kind === 'error') {
        setBusy(false);
        return toast.error(step.message);
      }
      go(step);
    } catch (caught) {
      setBusy(false);
      setCode('');
      if (isWrongCode(caught)) return setError(AUTH_MESSAGES.invalidMfaCode);
      if (isMfaSessionExpired(caught)) return void expire();
      toast.error(errorMessage(caught, AUTH_MESSAGES.loginFailed));
    }
  }

  if (state.isAuthenticated)
    return (
      <FormAlert
        severity="info"
        message={`You are already signed in as ${state.user?.username}.`}
      />
    );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Enter your authenticator code"
    >
      <CodeField
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorText={error}
        hint="The 6-digit number shown in your authenticator app"
        required
      />
      <SubmitButton busy={busy} busyLabel="Checking…">
        Continue
      </SubmitButton>
      <AuthLinks links={[{ href: '/login', label: 'Start signing in again' }]} />
    </Stack>
  );
}
