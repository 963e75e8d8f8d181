'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/form/code-field';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '../auth-context';
import { errorMessage } from '../flow/auth-errors';
import { codeProblem, normalizeCode, requireValue } from '../flow/field-validation';
import { loadIdentity } from '../load-identity';
import { useAuthNavigation } from '../use-auth-navigation';
import { AuthLinks } from './auth-links';

export function ConfirmSignUpForm() {
  const params = useSearchParams();
  const { continueAutoSignIn } = useAuth();
  const { go } = useAuthNavigation();
  const router = useAppRouter();
  const toast = useToast();
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; code?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const destination = params.get('destination');
  const unconfirmed = params.get('reason') === 'unconfirmed';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: requireValue(username, 'username', 'confirmSignUp'),
      code: codeProblem(code, 'code', 'confirmSignUp'),
    };
    setErrors(found);
    setFailure(null);
    if (found.username || found.code) return;
    setBusy(true);
    try {
      const { confirmRegistration } = await loadIdentity();
      const { nextStep } = await confirmRegistration(username, normalizeCode(code));
      toast.success('Your email address is confirmed.');
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
        const step = await continueAutoSignIn(username).catch(() => null);
        if (step && step.kind !== 'error') return go(step, username);
      }
      router.push(`/login?reason=confirmed&username=${encodeURIComponent(username.trim())}`);
    } catch (error) {
      setFailure(errorMessage(error, 'We could not confirm your account. Please try again.'));
      setBusy(false);
    }
  }

  async function onResend() {
    const problem = requireValue(username, 'username', 'resendSignUpCode');
    setErrors({ username: problem });
    if (problem) return;
    try {
      const { resendRegistrationCode } = await loadIdentity();
      await resendRegistrationCode(username);
      toast.success('We have sent you a new code. It may take a minute to arrive.');
    } catch (error) {
      toast.error(errorMessage(error, 'We could not send a new code. Please try again.'));
    }
  }

  const intro = unconfirmed
    ? 'Your account is not confirmed yet. Enter the code we emailed you, or ask for a new one.'
    : `We emailed a 6-digit code${destination ? ` to ${destination}` : ''}. Enter it to confirm your account.`;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Confirm your account"
    >
      <FormAlert message={intro} severity="info" live={false} />
      <FormAlert message={failure} />
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        errorText={errors.username}
        required
      />
      <CodeField
        value={code}
        onChange={(event) => setCode(event.target.value)}
        errorText={errors.code}
        hint="The 6-digit number in the email"
        required
      />
      <SubmitButton busy={busy} busyLabel="Confirming…">
        Confirm account
      </SubmitButton>
      <Button variant="outlined" onClick={onResend}>
        Send a new code
      </Button>
      <AuthLinks links={[{ href: '/login', label: 'Back to sign in' }]} />
    </Stack>
  );
}
