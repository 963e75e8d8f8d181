import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordProblem, passwordRules } from './password-rules';

const policy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: true,
};

describe('passwordRules', () => {
  it('lists one rule per policy requirement', () => {
    expect(passwordRules(policy).map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'symbol',
    ]);
  });

  it('defaults to a minimum of 6 when the policy names none', () => {
    const [length] = passwordRules({});
    expect(length?.label).toBe('At least 6 characters');
  });

  it('checks each rule', () => {
    const passed = (password: string) =>
      passwordRules(policy)
        .filter((rule) => rule.test(password))
        .map((rule) => rule.id);
    expect(passed('abc')).toEqual(['lowercase']);
    expect(passed('Abcdefg1!')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'symbol']);
    expect(passed('ABCDEFGH 1')).toEqual(['length', 'uppercase', 'number', 'symbol']);
  });
});

describe('passwordProblem', () => {
  it('names every broken rule, or nothing', () => {
    expect(passwordProblem('Abcdefg1!', policy)).toBeNull();
    expect(passwordProblem('abcdefgh', policy)).toBe(
      'Password must include: an uppercase letter, a number, a symbol, such as ! ? # or %.',
    );
  });
});

describe('newPasswordProblem', () => {
  it('asks for a missing password in the words of the operation, else checks the rules', () => {
    expect(newPasswordProblem('', policy, 'updatePassword')).toBe(
      'newPassword is required to updatePassword',
    );
    expect(newPasswordProblem('abcdefgh', policy, 'confirmResetPassword')).toBe(
      passwordProblem('abcdefgh', policy),
    );
    expect(newPasswordProblem('Abcdefg1!', policy, 'updatePassword')).toBeNull();
  });
});
