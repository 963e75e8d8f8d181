import type { Dispatch } from 'react';
import { loginFailureMessage } from './flow/auth-errors';
import { AUTH_MESSAGES } from './flow/messages';
import {
  resolveSignInOutcome,
  type SignInOutcome,
  type SignInResultLike,
} from './flow/sign-in-outcome';
import { loadIdentity } from './load-identity';
import type { AppUser } from './state/app-user';
import type { AuthAction, AuthState } from './state/auth-state';

/** What a screen does next after an auth call. */
export type AuthStep =
  | Exclude<SignInOutcome, { kind: 'done' }>
  | { kind: 'signed-in' }
  | { kind: 'signed-in-needs-mfa-setup' };

interface Dependencies {
  dispatch: Dispatch<AuthAction>;
  getState: () => AuthState;
  appName: string;
}

export type AuthActions = ReturnType<typeof createAuthActions>;

/** Every auth operation the screens use; they stay thin and only render and navigate. */
export function createAuthActions({ dispatch, getState, appName }: Dependencies) {
  /** Loads the user after tokens arrive; `knownTotp` skips the check when MFA just happened. */
  async function finishLogin(knownTotp: boolean): Promise<AuthStep> {
    const { loadSignedInUser } = await loadIdentity();
    const signedIn = await loadSignedInUser();
    if (!signedIn) throw new Error('Unable to get user session following successful sign-in.');
    dispatch({ type: 'LOGIN', user: signedIn.user });
    if (knownTotp || signedIn.hasTotp) return { kind: 'signed-in' };
    dispatch({ type: 'REQUIRE_MFA_SETUP' });
    return { kind: 'signed-in-needs-mfa-setup' };
  }

  async function follow(result: SignInResultLike, username: string): Promise<AuthStep> {
    const outcome = resolveSignInOutcome(result, { appName, username });
    if (outcome.kind === 'done') return finishLogin(false);
    if (outcome.kind === 'mfa-verify') dispatch({ type: 'REQUIRE_MFA' });
    if (outcome.kind === 'mfa-setup')
      dispatch({
        type: 'REQUIRE_MFA_SETUP',
        secretCode: outcome.secretCode,
        qrCodeUrl: outcome.qrCodeUrl,
      });
    return outcome;
  }

  return {
    async login(username: string, password: string): Promise<AuthStep> {
      if (getState().isAuthenticated)
        return { kind: 'error', message: AUTH_MESSAGES.alreadySignedIn };
      try {
        const { signInWithPassword } = await loadIdentity();
        return await follow(await signInWithPassword(username, password), username.trim());
      } catch (error) {
        return { kind: 'error', message: loginFailureMessage(error) };
      }
    },

    /** After a confirmed sign-up: the sign-in that sign-up started, usually into MFA setup. */
    async continueAutoSignIn(username: string): Promise<AuthStep> {
      const { completeAutoSignIn } = await loadIdentity();
      return follow(await completeAutoSignIn(), username.trim());
    },

    /** Answers the TOTP challenge of a sign-in. Errors are left to the caller to classify. */
    async verifyMfa(code: string): Promise<AuthStep> {
      const { answerSignInChallenge } = await loadIdentity();
      const result = await answerSignInChallenge(code);
      if (result.nextStep.signInStep !== 'DONE') return follow(result, '');
      dispatch({ type: 'COMPLETE_MFA' });
      return finishLogin(true);
    },

    /** SPEC §4 "MFA setup completion": the sign-in challenge if there is one, else a signed-in verify. */
    async completeMfaSetup(code: string): Promise<AuthStep> {
      const state = getState();
      const { answerSignInChallenge, finishTotpSetup } = await loadIdentity();
      if (!state.isAuthenticated && state.mfaSetupData) {
        const result = await answerSignInChallenge(code);
        if (result.nextStep.signInStep !== 'DONE') return follow(result, '');
        dispatch({ type: 'COMPLETE_MFA_SETUP' });
        return finishLogin(true);
      }
      await finishTotpSetup(code);
      dispatch({ type: 'COMPLETE_MFA_SETUP' });
      return { kind: 'signed-in' };
    },

    async logout(options: { global: boolean } = { global: false }): Promise<void> {
      try {
        const { signOutOfIdentity } = await loadIdentity();
        await signOutOfIdentity(options);
      } finally {
        dispatch({ type: 'LOGOUT' });
      }
    },

    updateUser(attributes: Partial<AppUser>): void {
      dispatch({ type: 'UPDATE_USER', attributes });
    },
  };
}
