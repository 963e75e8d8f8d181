'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePublicConfig } from '@/components/public-config-context';
import { useAppRouter } from '@/components/route-progress/use-app-router';
import { useAuth } from '@/features/auth/auth-context';
import { RecoveryCodesActions } from './recovery-codes-actions';
import { recoveryCodesText } from './recovery-codes-file';

const PRINT_AREA = 'recovery-codes-print';

/** Printing shows the codes and their title only, not the page around them. */
const printOnlyTheCodes = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`.${PRINT_AREA}, .${PRINT_AREA} *`]: { visibility: 'visible' },
    [`.${PRINT_AREA}`]: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 },
  },
} as const;

/**
 * A new set of recovery codes, shown once: the list (one code per item), ways to keep it, and
 * "I have saved these codes" before the person may go on. Used right after the authenticator is
 * set up and when the person makes new codes.
 */
export function RecoveryCodesList({
  codes,
  continueTo,
}: {
  codes: string[];
  /** Where "Continue" goes once the codes are saved. */
  continueTo: string;
}) {
  const { appName } = usePublicConfig();
  const { state } = useAuth();
  const router = useAppRouter();
  const [saved, setSaved] = useState(false);
  const [madeOn] = useState(() => new Date().toLocaleString());
  const username = state.user?.username ?? '';
  const text = recoveryCodesText({ appName, username, madeOn, codes });

  return (
    <Stack spacing={2}>
      <GlobalStyles styles={printOnlyTheCodes} />
      <Box className={PRINT_AREA}>
        <Typography sx={{ display: 'none', '@media print': { display: 'block' } }}>
          {appName} recovery codes for {username}, made on {madeOn}
        </Typography>
        <Box
          component="ol"
          aria-label="Your recovery codes"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9.5em, 1fr))',
            gap: 1,
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {codes.map((code) => (
            <Typography
              component="li"
              key={code}
              sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.05em' }}
            >
              {code}
            </Typography>
          ))}
        </Box>
      </Box>
      <RecoveryCodesActions appName={appName} text={text} />
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="I have saved these codes"
      />
      <div>
        <Button variant="contained" disabled={!saved} onClick={() => router.push(continueTo)}>
          Continue
        </Button>
      </div>
    </Stack>
  );
}
