import type { Dispatch } from 'react';
import type { AuthStep } from './auth-actions';
import type { SignUpInput } from './amplify/sign-up';
import { linkConfirmationFailureMessage } from './flow/auth-errors';
import { loadIdentity } from './load-identity';
import type { AuthAction } from './state/auth-state';

/** The app server's account calls, downloaded at first use. */
function loadAccountSecurity() {
  return import('@/features/security/account-security-client');
}

/**
 * What a new account needs next: the emailed code, the emailed link (the pool confirms by
 * link; see `waitForLinkConfirmation`), or the sign-in sign-up started.
 */
export type SignUpStep =
  | { kind: 'code-sent'; destination: string | null }
  | { kind: 'link-sent'; destination: string | null }
  | AuthStep;

/**
 * The account operations around sign-in: sign-up and its code, password recovery and the
 * signed-in user's own changes. Part of the auth actions (see auth-actions.ts).
 */
export function createAccountActions({
  dispatch,
  continueAutoSignIn,
}: {
  dispatch: Dispatch<AuthAction>;
  continueAutoSignIn: (username: string) => Promise<AuthStep>;
}) {
  return {
    async signUp(input: SignUpInput): Promise<SignUpStep> {
      const { registerAccount } = await loadIdentity();
      const { isSignUpComplete, nextStep } = await registerAccount(input);
      const destination =
        'codeDeliveryDetails' in nextStep
          ? (nextStep.codeDeliveryDetails?.destination ?? null)
          : null;
      // Amplify's link mode: not confirmed yet, and the auto sign-in waits for the link.
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN' && !isSignUpComplete)
        return { kind: 'link-sent', destination };
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN')
        return continueAutoSignIn(input.username);
      return { kind: 'code-sent', destination };
    },

    /**
     * After a `link-sent` sign-up: Amplify's auto sign-in tries every 5 s for up to 180 s
     * (SPEC §4, §9) and continues as soon as the link was opened, in any browser. Running out
     * of time is an error step with SPEC §8's message and suggestion.
     */
    async waitForLinkConfirmation(username: string): Promise<AuthStep> {
      try {
        return await continueAutoSignIn(username);
      } catch (error) {
        return { kind: 'error', message: linkConfirmationFailureMessage(error) };
      }
    },

    /**
     * Confirms the emailed code and continues the sign-in sign-up started. Null when there is
     * none to continue (or it failed): the person then signs in themselves.
     */
    async confirmSignUp(username: string, code: string): Promise<AuthStep | null> {
      const { confirmRegistration } = await loadIdentity();
      const { nextStep } = await confirmRegistration(username, code);
      if (nextStep.signUpStep !== 'COMPLETE_AUTO_SIGN_IN') return null;
      const step = await continueAutoSignIn(username).catch(() => null);
      return step && step.kind !== 'error' ? step : null;
    },

    async resendSignUpCode(username: string): Promise<void> {
      const { resendRegistrationCode } = await loadIdentity();
      await resendRegistrationCode(username);
    },

    async requestPasswordReset(username: string): Promise<void> {
      const { requestPasswordReset } = await loadIdentity();
      await requestPasswordReset(username);
    },

    /** Through the app server, which records the reset and emails the person. */
    async confirmPasswordReset(input: {
      username: string;
      code: string;
      newPassword: string;
    }): Promise<void> {
      const { confirmPasswordReset } = await loadAccountSecurity();
      await confirmPasswordReset(input);
    },

    async changePassword(currentPassword: string, newPassword: string): Promise<void> {
      const { changePassword } = await loadAccountSecurity();
      await changePassword(currentPassword, newPassword);
    },

    async updateNames(firstName: string, lastName: string): Promise<void> {
      const { updateNames } = await loadIdentity();
      await updateNames(firstName, lastName);
      dispatch({
        type: 'UPDATE_USER',
        attributes: { firstName: firstName.trim(), lastName: lastName.trim() },
      });
    },

    /** The pool keeps the old address until a code sent to the new one is confirmed. */
    async requestEmailChange(email: string): Promise<{ needsCode: boolean }> {
      const { requestEmailChange } = await loadAccountSecurity();
      const result = await requestEmailChange(email);
      if (!result.needsCode) dispatch({ type: 'UPDATE_USER', attributes: { email: email.trim() } });
      return result;
    },

    async confirmEmailChange(code: string): Promise<void> {
      const { confirmEmailChange } = await loadAccountSecurity();
      const { email } = await confirmEmailChange(code);
      dispatch({ type: 'UPDATE_USER', attributes: { email, verificationStatus: 'verified' } });
    },

    /**
     * Ends every session of the account through the app server (which records it); the caller
     * then signs out here as well.
     */
    /** This browser's device key, to mark it in the profile's remembered browsers. */
    async thisBrowserDeviceKey(): Promise<string | null> {
      const { thisBrowserDeviceKey } = await loadIdentity();
      return thisBrowserDeviceKey();
    },

    async signOutEverywhere(): Promise<void> {
      const { signOutEverywhere } = await loadAccountSecurity();
      await signOutEverywhere();
    },

    /** Deletes the account (a step-up), then forgets this browser's session of it. */
    async deleteAccount(input: { password: string; code: string }): Promise<void> {
      const { deleteAccount } = await loadAccountSecurity();
      await deleteAccount(input);
      const { forgetDeletedAccountSession } = await loadIdentity();
      try {
        await forgetDeletedAccountSession();
      } finally {
        dispatch({ type: 'LOGOUT' });
      }
    },
  };
}
