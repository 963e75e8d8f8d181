'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignOut } from '@/components/layout/use-sign-out';
import { useAuth } from '@/features/auth/auth-context';
import { timeAgo } from '@/features/security/activity-format';
import type { RememberedBrowser } from '@/features/security/security-inputs';
import { useTRPC } from '@/trpc/react';
import { ProfileSection } from './profile-section';

function When({ label, at, nowInMs }: { label: string; at: Date; nowInMs: number }) {
  return (
    <Typography>
      {label}{' '}
      <time dateTime={at.toISOString()}>
        {at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>{' '}
      ({timeAgo(at, nowInMs)})
    </Typography>
  );
}

/**
 * The browsers where no code is asked at sign-in (ticked "Remember this browser"), each with
 * "Forget". Forgetting this browser ends its session too, as the identity service does, so the
 * person is signed out here.
 */
export function RememberedBrowsersSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { thisBrowserDeviceKey } = useAuth();
  const signOut = useSignOut();
  const [nowInMs] = useState(() => Date.now());
  const browsers = useQuery(trpc.security.rememberedBrowsers.queryOptions());
  const thisKey = useQuery({
    queryKey: ['this-browser-device-key'],
    queryFn: () => thisBrowserDeviceKey(),
  });
  const forget = useMutation(
    trpc.security.forgetBrowser.mutationOptions({
      onSuccess: async (_, { deviceKey }) => {
        if (deviceKey === thisKey.data) return signOut(false);
        await queryClient.invalidateQueries(trpc.security.rememberedBrowsers.queryFilter());
        await queryClient.invalidateQueries(trpc.security.activity.queryFilter());
      },
    }),
  );

  const row = (browser: RememberedBrowser) => {
    const current = browser.deviceKey === thisKey.data;
    return (
      <Box component="li" key={browser.deviceKey} sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {browser.name}
          {current ? ' (this browser)' : ''}
        </Typography>
        <When label="Remembered" at={browser.rememberedAt} nowInMs={nowInMs} />
        <When label="Last used" at={browser.lastUsedAt} nowInMs={nowInMs} />
        <Box>
          <Button
            variant="outlined"
            color="error"
            disabled={forget.isPending}
            onClick={() => forget.mutate({ deviceKey: browser.deviceKey })}
            aria-label={`Forget ${browser.name}${current ? ' (this browser, signs you out)' : ''}`}
          >
            {current ? 'Forget and sign out' : 'Forget'}
          </Button>
        </Box>
      </Box>
    );
  };

  return (
    <ProfileSection title="Remembered browsers">
      <Typography sx={{ mb: 2 }}>
        No code from your authenticator app is asked when you sign in on these browsers. Forget one
        you no longer use or do not recognise; signing out everywhere forgets them all.
      </Typography>
      {browsers.isPending ? <Typography role="status">Checking…</Typography> : null}
      {browsers.isError || forget.isError ? (
        <Alert severity="error">We could not do this right now. Please try again.</Alert>
      ) : null}
      {browsers.data?.length === 0 ? <Typography>No browser is remembered.</Typography> : null}
      {browsers.data && browsers.data.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {browsers.data.map(row)}
        </Box>
      ) : null}
    </ProfileSection>
  );
}
