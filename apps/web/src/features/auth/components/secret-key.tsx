'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast/toast-context';
import { visuallyHidden } from '@/components/visually-hidden';
import { groupSecret } from '../flow/totp-setup-uri';

/** Spelled out one character at a time, group by group, so a screen reader reads it clearly. */
export function spokenSecret(secret: string): string {
  return groupSecret(secret)
    .map((group) => group.split('').join(' '))
    .join(', ');
}

/** The secret as text for people who cannot scan: grouped in fours, copyable in one piece. */
export function SecretKey({ secret }: { secret: string }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret key copied.');
    } catch {
      toast.error('Copying is not available here. Select the key and copy it instead.');
    }
  }
  return (
    <Box component="section" aria-labelledby="secret-key-heading">
      <Typography
        id="secret-key-heading"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        Secret key
      </Typography>
      <Typography
        component="p"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.125rem',
          wordSpacing: '0.25em',
          overflowWrap: 'anywhere',
          my: 1,
        }}
      >
        <span aria-hidden="true">{groupSecret(secret).join(' ')}</span>
        <span style={visuallyHidden}>{spokenSecret(secret)}</span>
      </Typography>
      <Button variant="outlined" startIcon={<ContentCopy aria-hidden="true" />} onClick={copy}>
        Copy secret key
      </Button>
    </Box>
  );
}
