'use client';
import { TextField, type FieldProps } from './text-field';

type CodeFieldProps = Omit<FieldProps, 'autoComplete' | 'label' | 'name'> & {
  label?: string;
  name?: string;
};

/** One field for a 6-digit code: numeric keyboard, one-time-code autofill, paste allowed. */
export function CodeField({ label = 'Verification code', name = 'code', ...rest }: CodeFieldProps) {
  return (
    <TextField
      {...rest}
      name={name}
      label={label}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 12, pattern: '[0-9 \\-]*' },
      }}
    />
  );
}
