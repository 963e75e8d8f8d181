import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

function focusElement(element: HTMLElement | null): void {
  element?.focus();
}

/** The frame of the account's security pages: the way back, the one h1 and what it is for. */
export function SecurityPage({
  title,
  intro,
  backToProfile = true,
  takeFocus = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  backToProfile?: boolean;
  /**
   * For a later step of a page: the heading takes focus, so keyboard and screen-reader users
   * start at the new step instead of on the button that has gone. Give each step its own `key`.
   */
  takeFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      {backToProfile ? (
        <div>
          <Button
            component={NextLink}
            href="/profile"
            startIcon={<ArrowBack aria-hidden="true" />}
            sx={{ textTransform: 'none' }}
          >
            Back to your profile
          </Button>
        </div>
      ) : null}
      <Typography
        variant="h4"
        component="h1"
        tabIndex={takeFocus ? -1 : undefined}
        ref={takeFocus ? focusElement : undefined}
        sx={{ fontWeight: 700 }}
      >
        {title}
      </Typography>
      {intro ? <Typography>{intro}</Typography> : null}
      {children}
    </Stack>
  );
}
