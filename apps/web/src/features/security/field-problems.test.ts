import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';
import { beginAuthenticatorReplacementInput, deleteAccountInput } from './security-inputs';

describe('fieldProblems', () => {
  it('gives each field the first message of the API schema', () => {
    const problems = fieldProblems(deleteAccountInput, { password: '', code: '12' });
    expect(problems.password).toEqual(expect.any(String));
    expect(problems.code).toEqual(expect.any(String));
  });

  it('finds nothing in a valid step-up', () => {
    expect(fieldProblems(deleteAccountInput, { password: 'secret', code: '123 456' })).toEqual({});
  });

  it('checks the recovery code when the step-up uses one', () => {
    const problems = fieldProblems(beginAuthenticatorReplacementInput, {
      password: 'secret',
      recoveryCode: 'not-a-code!',
    });
    expect(Object.keys(problems)).toEqual(['recoveryCode']);
  });
});
