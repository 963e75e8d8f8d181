import { AUTH_MESSAGES, unhandledStepMessage } from './messages';
import { buildTotpSetupUri } from './totp-setup-uri';

/** The part of Amplify's `SignInOutput` the product acts on. */
export interface SignInResultLike {
  isSignedIn: boolean;
  nextStep: { signInStep: string; totpSetupDetails?: { sharedSecret: string } };
}

export type SignInOutcome =
  | { kind: 'done' }
  | { kind: 'mfa-verify' }
  | { kind: 'mfa-setup'; secretCode: string; qrCodeUrl: string }
  | { kind: 'confirm-sign-up' }
  | { kind: 'reset-password' }
  | { kind: 'error'; message: string };

/** docs/product.md §4 "Sign-in result": what the product does with each next step. */
export function resolveSignInOutcome(
  result: SignInResultLike,
  context: { appName: string; username: string },
): SignInOutcome {
  const step = result.nextStep.signInStep;
  switch (step) {
    case 'DONE':
      return { kind: 'done' };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'mfa-verify' };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const secret = result.nextStep.totpSetupDetails?.sharedSecret;
      if (!secret) return { kind: 'error', message: AUTH_MESSAGES.failedToSetupMfa };
      const qrCodeUrl = buildTotpSetupUri({ ...context, secret });
      return { kind: 'mfa-setup', secretCode: secret, qrCodeUrl };
    }
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'error', message: AUTH_MESSAGES.newPasswordRequired };
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirm-sign-up' };
    case 'RESET_PASSWORD':
      return { kind: 'reset-password' };
    default:
      return { kind: 'error', message: unhandledStepMessage(step) };
  }
}
