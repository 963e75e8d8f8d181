'use client';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useToast } from '@/components/toast/toast-context';
import { useAuth } from '../auth-context';
import { requireValue } from '../flow/field-validation';
import { AUTH_MESSAGES } from '../flow/messages';
import { useAuthNavigation } from '../use-auth-navigation';
import { AuthLinks } from './auth-links';
import { loginReasonMessage } from './login-reason';

export function LoginForm() {
  const { login, state } = useAuth();
  const { go } = useAuthNavigation();
  const toast = useToast();
  const params = useSearchParams();
  const reason = loginReasonMessage(params.get('reason'));
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: requireValue(username, 'username', 'signIn'),
      password: requireValue(password, 'password', 'signIn'),
    };
    setErrors(found);
    setFailure(null);
    if (found.username || found.password) return;
    setBusy(true);
    const step = await login(username, password);
    setBusy(false);
    if (step.kind === 'error') {
      // Keep the username, never a rejected password.
      setPassword('');
      setFailure(step.message);
      toast.error(step.message);
      return;
    }
    go(step, username.trim());
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label="Sign in">
      {reason ? <FormAlert message={reason.text} severity={reason.severity} /> : null}
      {state.isAuthenticated ? (
        <FormAlert
          severity="info"
          message={`You are signed in as ${state.user?.username}. ${AUTH_MESSAGES.alreadySignedIn} Sign out first to use another account.`}
        />
      ) : null}
      <FormAlert message={failure} live={false} />
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        errorText={errors.username}
        required
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorText={errors.password}
        required
      />
      <SubmitButton busy={busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <AuthLinks
        links={[
          { href: '/forgot-password', label: 'Forgot your password?' },
          { href: '/forgot-username', label: 'Forgot your username?' },
          { href: '/signup', label: 'Create an account' },
        ]}
      />
    </Stack>
  );
}
