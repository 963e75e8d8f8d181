import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/** The frame of the support console's pages: the way back to the search, the one h1. */
export function AdminPage({
  title,
  intro,
  backToSearch = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  backToSearch?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      {backToSearch ? (
        <div>
          <Button
            component={NextLink}
            href="/admin"
            startIcon={<ArrowBack aria-hidden="true" />}
            sx={{ textTransform: 'none' }}
          >
            Back to Support
          </Button>
        </div>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {intro ? <Typography>{intro}</Typography> : null}
      {children}
    </Stack>
  );
}
