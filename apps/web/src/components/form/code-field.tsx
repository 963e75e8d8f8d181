'use client';
import { TextField, type FieldProps } from './text-field';

type CodeFieldProps = Omit<FieldProps, 'autoComplete' | 'label' | 'name' | 'hint'> & {
  /** Where the person finds the code; the hint under the field says so. */
  from: 'email' | 'authenticator-app';
  label?: string;
  name?: string;
};

const HINTS = {
  email: 'The 6-digit number in the email',
  'authenticator-app': 'The 6-digit number shown in your authenticator app',
} as const;

/** One field for a 6-digit code: numeric keyboard, one-time-code autofill, paste allowed. */
export function CodeField({
  from,
  label = 'Verification code',
  name = 'code',
  ...rest
}: CodeFieldProps) {
  return (
    <TextField
      {...rest}
      name={name}
      label={label}
      hint={HINTS[from]}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 12, pattern: '[0-9 \\-]*' },
      }}
    />
  );
}
