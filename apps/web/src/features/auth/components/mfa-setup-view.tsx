'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { FormAlert } from '@/components/form/form-alert';
import { useTotpSetupDetails } from '../use-totp-setup-details';
import { MfaSetupForm } from './mfa-setup-form';
import { MfaSetupIntro } from './mfa-setup-intro';
import { QrCode } from './qr-code';
import { SecretKey } from './secret-key';
import { SignInWindow } from './sign-in-window';

export function MfaSetupView() {
  const details = useTotpSetupDetails();
  if (details.status === 'loading')
    return <FormAlert severity="info" message="Preparing your setup key…" />;
  if (details.status === 'failed') return <FormAlert message={details.message} />;
  if (details.status === 'not-needed')
    return (
      <Stack spacing={2}>
        <FormAlert severity="success" message="Your authenticator app is already set up." />
        <Button component={NextLink} href="/" variant="contained">
          Go to your home page
        </Button>
      </Stack>
    );
  if (details.status === 'no-session')
    return (
      <Stack spacing={2}>
        <FormAlert
          severity="info"
          message="Sign in first; we will then help you set up your authenticator app."
        />
        <Button component={NextLink} href="/login" variant="contained">
          Sign in
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <MfaSetupIntro />
      <Typography component="h2" variant="h6">
        2. Scan this QR code with the app
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <QrCode
          value={details.qrCodeUrl}
          label="QR code to add your account to an authenticator app"
        />
      </Box>
      <Typography>
        Cannot scan it? Add the account in the app by typing this key instead:
      </Typography>
      <SecretKey secret={details.secretCode} />
      <Typography component="h2" variant="h6">
        3. Enter the code from the app
      </Typography>
      <MfaSetupForm path={details.path} />
      {/* Only a sign-in has a window to finish in; a signed-in user's setup has none. */}
      {details.path === 'challenge' ? <SignInWindow /> : null}
    </Stack>
  );
}
