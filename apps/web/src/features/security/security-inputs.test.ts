import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  beginAuthenticatorReplacementInput,
  changePasswordInput,
  formatRecoveryCode,
  newPasswordPolicyIssue,
  normalizeRecoveryCode,
  recoverWithCodeInput,
  recoveryCodeProblem,
  renewRecoveryCodesInput,
  requestEmailChangeInput,
} from './security-inputs';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('recovery code format', () => {
  it('normalises case, spaces and hyphens', () => {
    expect(normalizeRecoveryCode(' K7M2P - X9QRT ')).toBe('k7m2px9qrt');
    expect(formatRecoveryCode('k7m2px9qrt')).toBe('k7m2p-x9qrt');
  });

  it('asks for 10 characters of the code alphabet, without look-alikes', () => {
    expect(recoveryCodeProblem('k7m2p-x9qrt', 'recoverWithCode')).toBeNull();
    expect(recoveryCodeProblem('', 'recoverWithCode')).toBe(
      'recoveryCode is required to recoverWithCode',
    );
    for (const wrong of ['k7m2p-x9qr', 'k7m2p-x9qrtt', 'o7m2p-x9qrt', 'l7m2p-x9qrt', 'k7m2p_x9qrt'])
      expect(recoveryCodeProblem(wrong, 'recoverWithCode')).toMatch(/10 letters and digits/);
  });
});

describe('security inputs', () => {
  it('gives recoverWithCode the normalised code and trimmed username', () => {
    expect(
      recoverWithCodeInput.parse({
        username: ' ada ',
        password: 'pw',
        recoveryCode: 'K7M2P X9QRT',
      }),
    ).toEqual({ username: 'ada', password: 'pw', recoveryCode: 'k7m2px9qrt' });
  });

  it('names each missing or malformed field with the flow messages', () => {
    expect(fieldErrors(recoverWithCodeInput, {})).toEqual({
      username: ['username is required to recoverWithCode'],
      password: ['password is required to recoverWithCode'],
      recoveryCode: ['recoveryCode is required to recoverWithCode'],
    });
    expect(fieldErrors(renewRecoveryCodesInput, { password: 'x', code: '12345' })).toEqual({
      code: ['Enter the code using only 6 digits'],
    });
    expect(fieldErrors(requestEmailChangeInput, { email: 'nope' })).toEqual({
      email: ['Enter an email address in the correct format, like name@example.com'],
    });
    expect(
      fieldErrors(changePasswordInput, { currentPassword: 'a'.repeat(257), newPassword: 'b' }),
    ).toEqual({ currentPassword: ['A password has at most 256 characters.'] });
  });

  it('refuses unknown keys instead of ignoring them', () => {
    const result = renewRecoveryCodesInput.safeParse({ password: 'x', code: '123456', extra: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('renewRecoveryCodes does not take extra.');
  });

  it('takes exactly one of an authenticator code and a recovery code for a new phone', () => {
    const either = 'Enter either a code from your authenticator app or a recovery code.';
    expect(fieldErrors(beginAuthenticatorReplacementInput, { password: 'x' })).toEqual({
      code: [either],
    });
    expect(
      fieldErrors(beginAuthenticatorReplacementInput, {
        password: 'x',
        code: '123456',
        recoveryCode: 'k7m2p-x9qrt',
      }),
    ).toEqual({ recoveryCode: [either] });
    expect(beginAuthenticatorReplacementInput.parse({ password: 'x', code: '123 456' })).toEqual({
      password: 'x',
      code: '123456',
    });
    // Forms may send the field the person did not use as an empty string.
    expect(
      beginAuthenticatorReplacementInput.parse({
        password: 'x',
        code: '',
        recoveryCode: 'K7M2P X9QRT',
      }),
    ).toEqual({ password: 'x', recoveryCode: 'k7m2px9qrt' });
    expect(
      fieldErrors(beginAuthenticatorReplacementInput, {
        password: 'x',
        code: ' ',
        recoveryCode: '',
      }),
    ).toEqual({ code: [either] });
  });

  it('applies the pool policy to new passwords with the checklist wording', () => {
    const policy = { minLength: 8, requireNumbers: true };
    expect(newPasswordPolicyIssue('short', policy, 'changePassword')).toBe(
      'Password must include: at least 8 characters, a number.',
    );
    expect(newPasswordPolicyIssue('', policy, 'changePassword')).toBe(
      'newPassword is required to changePassword',
    );
    expect(newPasswordPolicyIssue('long enough 1', policy, 'changePassword')).toBeNull();
  });
});
