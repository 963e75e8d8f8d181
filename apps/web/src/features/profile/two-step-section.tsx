'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { RECOVERY_CODES_PER_SET } from '@/features/security/security-inputs';
import { useTRPC } from '@/trpc/react';
import { DetailList } from './detail-list';
import { ProfileSection } from './profile-section';

function authenticatorStatus(enabled: boolean): string {
  return enabled
    ? 'On: a code from your app is needed at every sign-in'
    : 'Off: set it up to keep using your account';
}

/**
 * The authenticator, the recovery codes left and the ways to change them; on the profile it
 * also leads to the Security page, where it is shown again above the activity.
 */
export function TwoStepSection({ linkToSecurityPage = true }: { linkToSecurityPage?: boolean }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.security.overview.queryOptions());
  return (
    <ProfileSection title="Two-step sign-in">
      {overview.isPending ? <Typography role="status">Checking…</Typography> : null}
      {overview.isError ? (
        <Alert severity="error">We could not check this right now. Please reload the page.</Alert>
      ) : null}
      {overview.data ? (
        <Stack spacing={2}>
          <DetailList
            items={[
              {
                label: 'Authenticator app',
                value: authenticatorStatus(overview.data.authenticatorEnabled),
              },
            ]}
          />
          <RecoveryCodesLeft left={overview.data.recoveryCodesLeft} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            <Button component={NextLink} href="/profile/authenticator" variant="outlined">
              New phone?
            </Button>
            {overview.data.recoveryCodesLeft !== null ? (
              <Button component={NextLink} href="/profile/recovery-codes" variant="outlined">
                Make new codes
              </Button>
            ) : null}
            {linkToSecurityPage ? (
              <Button component={NextLink} href="/profile/security" variant="outlined">
                Security
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
    </ProfileSection>
  );
}

function RecoveryCodesLeft({ left }: { left: number | null }) {
  if (left === null)
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>Recovery codes: none yet.</Typography>
        <Button
          component={NextLink}
          href="/recovery-codes?returnUrl=%2Fprofile"
          variant="contained"
        >
          Make recovery codes
        </Button>
      </Stack>
    );
  return (
    <Typography>
      Recovery codes: {left} of {RECOVERY_CODES_PER_SET} left
      {left <= 3 ? '. Make new codes soon, so you do not run out.' : ''}
    </Typography>
  );
}
