'use client';
import { TextField, type FieldProps } from './text-field';

type EmailFieldProps = Omit<FieldProps, 'autoComplete' | 'type' | 'label' | 'name'> & {
  label?: string;
  name?: string;
};

/** An email address: the email keyboard and autofill. */
export function EmailField({ label = 'Email', name = 'email', ...rest }: EmailFieldProps) {
  return <TextField {...rest} name={name} label={label} type="email" autoComplete="email" />;
}
