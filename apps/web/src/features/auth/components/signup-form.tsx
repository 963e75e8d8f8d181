'use client';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordField } from '@/components/form/new-password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { usePublicConfig } from '@/components/public-config-context';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '../auth-context';
import { errorMessage } from '../flow/auth-errors';
import { validateSignUp, type SignUpErrors, type SignUpFields } from '../flow/sign-up-validation';
import { loadIdentity } from '../load-identity';
import { useAuthNavigation } from '../use-auth-navigation';
import { AuthLinks } from './auth-links';

const EMPTY: SignUpFields = { username: '', password: '', email: '', firstName: '', lastName: '' };

export function SignUpForm() {
  const { passwordPolicy } = usePublicConfig();
  const { continueAutoSignIn } = useAuth();
  const { go } = useAuthNavigation();
  const router = useAppRouter();
  const toast = useToast();
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const bind = (name: keyof SignUpFields) => ({
    name,
    value: fields[name],
    errorText: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateSignUp(fields, passwordPolicy);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { registerAccount } = await loadIdentity();
      const { nextStep } = await registerAccount(fields);
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN')
        return go(await continueAutoSignIn(fields.username));
      const query = new URLSearchParams({ username: fields.username.trim() });
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP' && nextStep.codeDeliveryDetails.destination)
        query.set('destination', nextStep.codeDeliveryDetails.destination);
      router.push(`/confirm-signup?${query.toString()}`);
    } catch (error) {
      const message = errorMessage(error, 'We could not create your account. Please try again.');
      setFailure(message);
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      spacing={2.5}
      aria-label="Create an account"
    >
      <FormAlert message={failure} live={false} />
      <TextField {...bind('username')} label="Username" autoComplete="username" required />
      <NewPasswordField {...bind('password')} label="Password" policy={passwordPolicy} required />
      <TextField {...bind('email')} label="Email" type="email" autoComplete="email" required />
      <TextField {...bind('firstName')} label="First name" autoComplete="given-name" required />
      <TextField {...bind('lastName')} label="Last name" autoComplete="family-name" required />
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
      <AuthLinks links={[{ href: '/login', label: 'Already have an account? Sign in' }]} />
    </Stack>
  );
}
