'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { QrCode } from '@/features/auth/components/qr-code';
import { SecretKey } from '@/features/auth/components/secret-key';
import { buildTotpSetupUri } from '@/features/auth/flow/totp-setup-uri';
import { useTRPC, useTRPCClient } from '@/trpc/react';
import { NewAuthenticatorForm } from './new-authenticator-form';
import { beginAuthenticatorReplacementInput } from './security-inputs';
import { SecurityPage } from './security-page';
import { StepUpForm } from './step-up-form';

type Step = { kind: 'confirm' } | { kind: 'scan'; secret: string } | { kind: 'done' };

/**
 * `/profile/authenticator` ("New phone?"): a step-up (the old app's code, or a recovery code),
 * then the same QR code and typeable key as `/mfa-setup`, then a code from the new app.
 */
export function ReplaceAuthenticatorView() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { state, appName } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });

  if (step.kind === 'done')
    return (
      <SecurityPage key="done" title="New authenticator app" takeFocus>
        <Alert severity="success" role="status">
          Your new authenticator app is set up. Codes from your old app no longer work.
        </Alert>
        <div>
          <Button component={NextLink} href="/profile" variant="contained">
            Back to your profile
          </Button>
        </div>
      </SecurityPage>
    );

  if (step.kind === 'scan')
    return (
      <SecurityPage
        key="scan"
        takeFocus
        title="New authenticator app"
        intro="Add your account to the authenticator app on your new phone. Your old app keeps working until you finish here."
      >
        <Typography component="h2" variant="h6">
          1. Scan this QR code with the new app
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <QrCode
            value={buildTotpSetupUri({
              appName,
              username: state.user?.username ?? '',
              secret: step.secret,
            })}
            label="QR code to add your account to an authenticator app"
          />
        </Box>
        <Typography>
          Cannot scan it? Add the account in the app by typing this key instead:
        </Typography>
        <SecretKey secret={step.secret} />
        <Typography component="h2" variant="h6">
          2. Enter the code from the new app
        </Typography>
        <NewAuthenticatorForm
          onVerified={async (code) => {
            await client.security.completeAuthenticatorReplacement.mutate({ code });
            await queryClient.invalidateQueries(trpc.security.pathFilter());
            setStep({ kind: 'done' });
          }}
        />
      </SecurityPage>
    );

  return (
    <SecurityPage
      title="New authenticator app"
      intro="Moving to a new phone? First make sure it is you: enter your password and a code from your current authenticator app. If you no longer have it, use one of your recovery codes."
    >
      <StepUpForm
        label="Confirm it is you"
        schema={beginAuthenticatorReplacementInput}
        allowRecoveryCode
        submitLabel="Continue"
        busyLabel="Checking…"
        failureMessage="We could not check your details. Please try again."
        onConfirmed={async (proof) => {
          const { secretCode } = await client.security.beginAuthenticatorReplacement.mutate(proof);
          setStep({ kind: 'scan', secret: secretCode });
        }}
      />
    </SecurityPage>
  );
}
