'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';

/** A hosted sign-in that did not finish: what went wrong, and the way back to sign in. */
export function HostedSignInFailure({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Sign-in did not finish
      </Typography>
      <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
        {message}
      </Alert>
      <Button component={NextLink} href="/login" variant="contained">
        Back to sign in
      </Button>
    </Stack>
  );
}
