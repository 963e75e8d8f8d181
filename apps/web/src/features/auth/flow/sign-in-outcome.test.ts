import { describe, expect, it } from 'vitest';
import { resolveSignInOutcome } from './sign-in-outcome';

const context = { appName: 'Steadfast', username: 'ada' };
const step = (signInStep: string, sharedSecret?: string) => ({
  isSignedIn: signInStep === 'DONE',
  nextStep: { signInStep, ...(sharedSecret ? { totpSetupDetails: { sharedSecret } } : {}) },
});

describe('resolveSignInOutcome', () => {
  it('DONE completes', () => {
    expect(resolveSignInOutcome(step('DONE'), context)).toEqual({ kind: 'done' });
  });

  it('a TOTP code goes to /mfa-verify', () => {
    expect(resolveSignInOutcome(step('CONFIRM_SIGN_IN_WITH_TOTP_CODE'), context)).toEqual({
      kind: 'mfa-verify',
    });
  });

  it('TOTP setup builds the secret and a link labelled with the app name', () => {
    const outcome = resolveSignInOutcome(
      step('CONTINUE_SIGN_IN_WITH_TOTP_SETUP', 'JBSWY3DP'),
      context,
    );
    expect(outcome).toEqual({
      kind: 'mfa-setup',
      secretCode: 'JBSWY3DP',
      qrCodeUrl: 'otpauth://totp/Steadfast:ada?secret=JBSWY3DP&issuer=Steadfast',
    });
  });

  it('TOTP setup without a secret fails with the MFA message', () => {
    expect(resolveSignInOutcome(step('CONTINUE_SIGN_IN_WITH_TOTP_SETUP'), context)).toEqual({
      kind: 'error',
      message: 'Failed to setup MFA',
    });
  });

  it('a required new password is not supported', () => {
    const outcome = resolveSignInOutcome(
      step('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'),
      context,
    );
    expect(outcome).toEqual({
      kind: 'error',
      message: 'New password is required to complete the login.',
    });
  });

  it('unconfirmed users confirm their sign-up; reset users reset their password', () => {
    expect(resolveSignInOutcome(step('CONFIRM_SIGN_UP'), context).kind).toBe('confirm-sign-up');
    expect(resolveSignInOutcome(step('RESET_PASSWORD'), context).kind).toBe('reset-password');
  });

  it.each([
    'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
    'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
    'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
    'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
    'CONFIRM_SIGN_IN_WITH_SMS_CODE',
    'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
    'CONFIRM_SIGN_IN_WITH_PASSWORD',
    'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
  ])('any other step (%s) is reported as not handled', (name) => {
    expect(resolveSignInOutcome(step(name), context)).toEqual({
      kind: 'error',
      message: `Unable to login, because step "${name}" is not handled.`,
    });
  });
});
