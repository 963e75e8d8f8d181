'use client';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * The main action of every form; it says what it is doing while busy instead of going silent.
 * Full width on the auth cards; `inline` in the profile's sections, beside other content.
 */
export function SubmitButton({
  busy,
  busyLabel,
  inline = false,
  children,
  ...rest
}: ButtonProps & { busy: boolean; busyLabel: string; inline?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size={inline ? 'medium' : 'large'}
      fullWidth={!inline}
      disabled={busy}
      sx={inline ? { alignSelf: 'flex-start' } : undefined}
      {...rest}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
