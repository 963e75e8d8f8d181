import type { PasswordPolicy } from '@/server/public-config-type';
import { requiredMessage } from './field-validation';

/** The pool's password policy, as the public config describes it. */
export type { PasswordPolicy };

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'symbol';
  label: string;
  test(password: string): boolean;
}

/** Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Applies when no policy is configured (docs/product.md §5 "Password policy"). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** The checklist shown beside a new password, in the order people read it. */
export function passwordRules(policy: Partial<PasswordPolicy>): PasswordRule[] {
  const minLength = policy.minLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  const rules: PasswordRule[] = [
    { id: 'length', label: `At least ${minLength} characters`, test: (p) => p.length >= minLength },
  ];
  if (policy.requireUppercase)
    rules.push({ id: 'uppercase', label: 'An uppercase letter', test: (p) => /[A-Z]/.test(p) });
  if (policy.requireLowercase)
    rules.push({ id: 'lowercase', label: 'A lowercase letter', test: (p) => /[a-z]/.test(p) });
  if (policy.requireNumbers)
    rules.push({ id: 'number', label: 'A number', test: (p) => /[0-9]/.test(p) });
  if (policy.requireSymbols)
    rules.push({
      id: 'symbol',
      label: 'A symbol, such as ! ? # or %',
      test: (p) => SYMBOL.test(p),
    });
  return rules;
}

/** What is wrong with a new password given to `operation`: missing, or the rules it breaks. */
export function newPasswordProblem(
  password: string,
  policy: Partial<PasswordPolicy>,
  operation: string,
): string | null {
  return password === ''
    ? requiredMessage('newPassword', operation)
    : passwordProblem(password, policy);
}

/** The first rule a password breaks, phrased as a fix, or null when it meets them all. */
export function passwordProblem(password: string, policy: Partial<PasswordPolicy>): string | null {
  const broken = passwordRules(policy).filter((rule) => !rule.test(password));
  if (broken.length === 0) return null;
  return `Password must include: ${broken.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
}
