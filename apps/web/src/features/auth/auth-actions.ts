import type { Dispatch } from 'react';
import { loginFailureMessage } from './flow/auth-errors';
import { AUTH_MESSAGES } from './flow/messages';
import { buildTotpSetupUri } from './flow/totp-setup-uri';
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

  /** The one request for a signed-in user's new secret, shared by every screen that asks. */
  let secretRequest: Promise<void> | null = null;

  async function requestSignedInTotpSecret(username: string): Promise<void> {
    const { startTotpSetup } = await loadIdentity();
    const secret = await startTotpSetup();
    const state = getState();
    // The user may have signed out or finished elsewhere while the secret was on its way.
    if (!state.isAuthenticated || !state.mfaSetupRequired || state.user?.username !== username)
      return;
    dispatch({
      type: 'REQUIRE_MFA_SETUP',
      secretCode: secret,
      qrCodeUrl: buildTotpSetupUri({ appName, username, secret }),
    });
  }

  return {
    /**
     * For a signed-in user without MFA: asks the identity service for a secret once and keeps it
     * in the auth state, so moving between pages never swaps the key the user has just scanned.
     */
    prepareSignedInTotpSetup(): Promise<void> {
      const state = getState();
      if (!state.isAuthenticated || !state.mfaSetupRequired || state.mfaSetupData?.secretCode)
        return Promise.resolve();
      secretRequest ??= requestSignedInTotpSecret(state.user?.username ?? '').finally(() => {
        secretRequest = null;
      });
      return secretRequest;
    },

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
