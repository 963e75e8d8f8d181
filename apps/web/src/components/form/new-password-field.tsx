'use client';
import type { PasswordPolicy } from '@/features/auth/flow/password-rules';
import type { FieldProps } from './text-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type NewPasswordFieldProps = Omit<FieldProps, 'type' | 'autoComplete' | 'describedBy'> & {
  value: string;
  policy: PasswordPolicy;
};

/**
 * A field for choosing a password: `new-password` autocomplete (so password managers offer to
 * generate one) and the pool's rules below it, ticked off as the person types and read out
 * with the field.
 */
export function NewPasswordField({ name, value, policy, ...rest }: NewPasswordFieldProps) {
  const rulesId = `${name}-rules`;
  return (
    <>
      <PasswordField
        {...rest}
        name={name}
        value={value}
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <PasswordChecklist id={rulesId} password={value} policy={policy} />
    </>
  );
}
