'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { destinationAfterLogin } from '@/features/auth/flow/return-url';
import { useTRPCClient } from '@/trpc/react';
import { requestFirstRecoveryCodes, type FirstCodesOutcome } from './first-recovery-codes';
import { RecoveryCodesList } from './recovery-codes-list';
import { SecurityPage } from './security-page';

export const RECOVERY_CODES_INTRO =
  'If you lose your phone, each code lets you sign in once, with your password, and set up a new authenticator app. We show these codes only now: keep them somewhere safe, away from your phone.';

/** `/recovery-codes`: the first set, right after the authenticator is set up. */
export function FirstRecoveryCodesView() {
  const client = useTRPCClient();
  const { state } = useAuth();
  const username = state.user?.username ?? '';
  const continueTo = destinationAfterLogin(useSearchParams().get('returnUrl'));
  const [outcome, setOutcome] = useState<FirstCodesOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    requestFirstRecoveryCodes(username, () => client.security.issueFirstRecoveryCodes.mutate())
      .then((result) => current && setOutcome(result))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, username, attempt]);

  return (
    <SecurityPage
      title="Save your recovery codes"
      backToProfile={false}
      intro={RECOVERY_CODES_INTRO}
    >
      {outcome === null ? <Typography role="status">Making your codes…</Typography> : null}
      {outcome?.status === 'ready' ? (
        <RecoveryCodesList codes={outcome.codes} continueTo={continueTo} />
      ) : null}
      {outcome && outcome.status !== 'ready' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity={outcome.status === 'failed' ? 'error' : 'info'}>{outcome.message}</Alert>
          {outcome.status === 'has-codes' ? (
            <Button component={NextLink} href="/profile/security" variant="contained">
              Go to the Security page
            </Button>
          ) : null}
          {outcome.status === 'no-authenticator' ? (
            <Button component={NextLink} href="/mfa-setup" variant="contained">
              Set up your authenticator app
            </Button>
          ) : null}
          {outcome.status === 'failed' ? (
            <Button
              variant="contained"
              onClick={() => {
                setOutcome(null);
                setAttempt((count) => count + 1);
              }}
            >
              Try again
            </Button>
          ) : null}
          <Button component={NextLink} href={continueTo} variant="outlined">
            Continue
          </Button>
        </Stack>
      ) : null}
    </SecurityPage>
  );
}
