'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';

const HOW = {
  hosted: 'You signed in on the hosted sign-in page, with your password and authenticator app.',
  password: 'You signed in here with your password and authenticator app.',
} as const;

interface WelcomeViewProps {
  /** The page the person was on their way to before signing in, if any. */
  returnUrl: string | null;
  /** True right after a hosted sign-in finished on this page (no need to ask how). */
  justSignedInHere: boolean;
}

/** The welcome after sign-in: who, how they signed in, and where to go on. */
export function WelcomeView({ returnUrl, justSignedInHere }: WelcomeViewProps) {
  const { state, currentSignInMethod } = useAuth();
  const [method, setMethod] = useState<keyof typeof HOW | null>(justSignedInHere ? 'hosted' : null);
  useEffect(() => {
    if (method) return;
    let cancelled = false;
    void currentSignInMethod().then((found) => {
      if (!cancelled) setMethod(found);
    });
    return () => {
      cancelled = true;
    };
  }, [method, currentSignInMethod]);

  const name = state.user?.firstName || state.user?.username || '';
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Welcome, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {method ? HOW[method] : ''}
      </Typography>
      {returnUrl ? (
        <Button component={NextLink} href={returnUrl} variant="contained">
          Continue where you were
        </Button>
      ) : (
        <Button component={NextLink} href="/" variant="contained">
          Go to your home page
        </Button>
      )}
    </Stack>
  );
}
