'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Amplify } from 'aws-amplify';
import { signIn } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';

interface PoolConfig {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string;
}

let configured = false;

/** The form MUI's sign-in template ships: uncontrolled fields read from the form at submit. */
export function SignInForm({ config }: { config: PoolConfig }) {
  if (!configured) {
    Amplify.configure({ Auth: { Cognito: { ...config, loginWith: { username: true } } } });
    configured = true;
  }
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const { nextStep } = await signIn({
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      setMessage(`Next step: ${nextStep.signInStep}`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'Sign-in failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Sign in">
      {message ? <Alert severity="info">{message}</Alert> : null}
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        margin="normal"
        required
        fullWidth
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        margin="normal"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
        Sign in
      </Button>
    </Box>
  );
}
