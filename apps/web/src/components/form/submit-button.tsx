'use client';
import Button, { type ButtonProps } from '@mui/material/Button';

/** The form's main action; it says what it is doing while busy instead of going silent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...rest
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} {...rest}>
      {busy ? busyLabel : children}
    </Button>
  );
}
