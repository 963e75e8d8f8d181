'use client';
import { useEffect, useRef, useState } from 'react';
import type { PasswordPolicy } from '@/features/auth/flow/password-rules';
import type { FieldProps } from './text-field';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type NewPasswordFieldProps = Omit<FieldProps, 'type' | 'autoComplete' | 'describedBy'> & {
  policy: PasswordPolicy;
};

/**
 * A field for choosing a password: `new-password` autocomplete (so password managers offer to
 * generate one) and the pool's rules below it, ticked off as the person types and read out
 * with the field. The input is uncontrolled; the checklist follows its `input` events and
 * starts from what it holds when the script arrives (typed before hydration).
 */
export function NewPasswordField({ name, policy, ...rest }: NewPasswordFieldProps) {
  const rulesId = `${name}-rules`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState(rest.defaultValue ?? '');
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const follow = () => setPassword(input.value);
    follow();
    input.addEventListener('input', follow);
    return () => input.removeEventListener('input', follow);
  }, []);
  return (
    <>
      <PasswordField
        {...rest}
        name={name}
        inputRef={inputRef}
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <PasswordChecklist id={rulesId} password={password} policy={policy} />
    </>
  );
}
