import type { Dispatch } from 'react';
import { errorName, loginFailureMessage } from './flow/auth-errors';
import { AUTH_MESSAGES } from './flow/messages';
import { buildTotpSetupUri } from './flow/totp-setup-uri';
import {
  resolveSignInOutcome,
  type SignInOutcome,
  type SignInResultLike,
} from './flow/sign-in-outcome';
import { browserHasStoredSession, loadIdentity } from './load-identity';
import { markSessionEnded } from './session-ended';
import type { AuthAction, AuthState } from './state/auth-state';
import { totpSetupPath } from './state/totp-setup-path';
import { createAccountActions } from './account-actions';
import { createHostedSignInActions } from './hosted/hosted-sign-in-actions';
import type { RecoveryCodeSignIn } from './recovery-code-client';

/** What a screen does next after an auth call. */
export type AuthStep =
  | Exclude<SignInOutcome, { kind: 'done' }>
  | { kind: 'signed-in' }
  | { kind: 'signed-in-needs-mfa-setup' };

export interface AuthActionDependencies {
  dispatch: Dispatch<AuthAction>;
  getState: () => AuthState;
  appName: string;
  /** Runs each time a sign-in completes (MFA included), before the screen moves on. */
  onSignedIn: () => void;
  /** The browser's clock in ms; it stamps when a sign-in's authenticator step began. */
  nowInMs: () => number;
}

export type AuthActions = ReturnType<typeof createAuthActions>;

/**
 * Every identity operation the app uses, and the only code that calls the identity client:
 * screens stay thin (validate, call, render, navigate) and the auth state changes here, with
 * the call that causes it.
 */
export function createAuthActions(dependencies: AuthActionDependencies) {
  const { dispatch, getState, appName, onSignedIn, nowInMs } = dependencies;

  /** Loads the user after tokens arrive; `knownTotp` skips the check when MFA just happened. */
  async function finishLogin(knownTotp: boolean): Promise<AuthStep> {
    const { loadSignedInUser } = await loadIdentity();
    const signedIn = await loadSignedInUser();
    if (!signedIn) throw new Error('Unable to get user session following successful sign-in.');
    dispatch({ type: 'LOGIN', user: signedIn.user });
    if (knownTotp || signedIn.hasTotp) {
      onSignedIn();
      return { kind: 'signed-in' };
    }
    dispatch({ type: 'REQUIRE_MFA_SETUP' });
    return { kind: 'signed-in-needs-mfa-setup' };
  }

  async function follow(
    result: SignInResultLike,
    username = getState().signInChallenge?.username ?? '',
  ): Promise<AuthStep> {
    const outcome = resolveSignInOutcome(result, { appName, username });
    if (outcome.kind === 'done') return finishLogin(false);
    // The identity service keeps the sign-in for 3 minutes from this answer.
    const challenge = { username, startedAtMs: nowInMs() };
    if (outcome.kind === 'mfa-verify') dispatch({ type: 'REQUIRE_MFA', challenge });
    if (outcome.kind === 'mfa-setup')
      dispatch({
        type: 'REQUIRE_MFA_SETUP',
        secretCode: outcome.secretCode,
        qrCodeUrl: outcome.qrCodeUrl,
        challenge,
      });
    return outcome;
  }

  /** After a confirmed sign-up: the sign-in that sign-up started, usually into MFA setup. */
  async function continueAutoSignIn(username: string): Promise<AuthStep> {
    const { completeAutoSignIn } = await loadIdentity();
    return follow(await completeAutoSignIn(), username.trim());
  }

  /** The one request for a signed-in user's new secret, shared by every screen that asks. */
  let secretRequest: Promise<void> | null = null;

  async function requestSignedInTotpSecret(username: string): Promise<void> {
    const { startTotpSetup } = await loadIdentity();
    const secret = await startTotpSetup();
    // The user may have signed out or finished elsewhere while the secret was on its way.
    const state = getState();
    if (totpSetupPath(state) !== 'signed-in' || state.user?.username !== username) return;
    dispatch({
      type: 'REQUIRE_MFA_SETUP',
      secretCode: secret,
      qrCodeUrl: buildTotpSetupUri({ appName, username, secret }),
    });
  }

  /**
   * The person is signed in already: a failure here costs only the convenience (the code is
   * asked again next time), so it is reported and the sign-in goes on.
   */
  async function rememberBrowser(): Promise<void> {
    try {
      const { rememberThisBrowser } = await loadIdentity();
      const deviceKey = await rememberThisBrowser();
      if (!deviceKey) return;
      const { recordBrowserRemembered } = await import('@/trpc/remembered-browser');
      await recordBrowserRemembered(deviceKey);
    } catch (error) {
      console.error('Remembering this browser failed', error);
    }
  }

  async function login(username: string, password: string): Promise<AuthStep> {
    if (getState().isAuthenticated)
      return { kind: 'error', message: AUTH_MESSAGES.alreadySignedIn };
    try {
      const { signInWithPassword } = await loadIdentity();
      return await follow(await signInWithPassword(username, password), username.trim());
    } catch (error) {
      return { kind: 'error', message: loginFailureMessage(error) };
    }
  }

  return {
    ...createAccountActions({ dispatch, continueAutoSignIn }),
    ...createHostedSignInActions({ finishLogin }),

    /**
     * The user of the tokens this browser holds, or null. Tokens that the identity service
     * refuses (revoked by "sign out everywhere") are dropped, so this browser stops sending them.
     */
    async restoreSession() {
      try {
        const { loadSignedInUser } = await loadIdentity();
        return await loadSignedInUser();
      } catch (error) {
        if (errorName(error) === 'NotAuthorizedException') {
          markSessionEnded();
          const { signOutOfIdentity } = await loadIdentity();
          await signOutOfIdentity({ global: false }).catch(() => undefined);
        }
        return null;
      }
    },

    /**
     * For a signed-in user without MFA: asks the identity service for a secret once and keeps it
     * in the auth state, so moving between pages never swaps the key the user has just scanned.
     */
    prepareSignedInTotpSetup(): Promise<void> {
      const state = getState();
      if (totpSetupPath(state) !== 'signed-in' || state.mfaSetupData?.secretCode)
        return Promise.resolve();
      secretRequest ??= requestSignedInTotpSecret(state.user?.username ?? '').finally(() => {
        secretRequest = null;
      });
      return secretRequest;
    },

    login,

    /**
     * Recovery at sign-in (decision 015): the app server checks the password and the recovery
     * code together and turns the lost authenticator off; signing in again with the same
     * password then leads to setting up a new one. A refusal throws the server's error.
     */
    async recoverWithCode(input: RecoveryCodeSignIn): Promise<AuthStep> {
      const { recoverWithCode } = await import('./recovery-code-client');
      await recoverWithCode(input);
      return login(input.username, input.password);
    },

    /**
     * Answers the TOTP challenge of a sign-in. Errors are left to the caller to classify.
     * `rememberBrowser`: once signed in, this browser is remembered, so its next sign-in goes
     * from the password straight in (docs/decisions/020-remembered-browsers.md).
     */
    async verifyMfa(code: string, options: { rememberBrowser?: boolean } = {}): Promise<AuthStep> {
      const { answerSignInChallenge } = await loadIdentity();
      const result = await answerSignInChallenge(code);
      if (result.nextStep.signInStep !== 'DONE') return follow(result);
      dispatch({ type: 'COMPLETE_MFA' });
      const step = await finishLogin(true);
      if (options.rememberBrowser) await rememberBrowser();
      return step;
    },

    /** Errors are left to the caller to classify, as with `verifyMfa`. */
    async completeMfaSetup(code: string): Promise<AuthStep> {
      const path = totpSetupPath(getState());
      if (!path) return { kind: 'error', message: AUTH_MESSAGES.failedToConfirmMfaSetup };
      const { answerSignInChallenge, finishTotpSetup } = await loadIdentity();
      if (path === 'challenge') {
        const result = await answerSignInChallenge(code);
        if (result.nextStep.signInStep !== 'DONE') return follow(result);
        dispatch({ type: 'COMPLETE_MFA_SETUP' });
        return finishLogin(true);
      }
      await finishTotpSetup(code);
      dispatch({ type: 'COMPLETE_MFA_SETUP' });
      onSignedIn();
      return { kind: 'signed-in' };
    },

    /** `leaving`: the browser is on its way to the hosted sign-out, which returns to /login. */
    async logout(options: { global: boolean } = { global: false }): Promise<{ leaving: boolean }> {
      try {
        const { signOutOfIdentity } = await loadIdentity();
        return await signOutOfIdentity(options);
      } finally {
        dispatch({ type: 'LOGOUT' });
      }
    },
  };
}

/**
 * The access token for the data API, refreshed first when about to expire; null when nobody is
 * signed in. Without stored tokens there is nothing to send, so the identity client stays unloaded.
 */
export async function currentAccessToken(): Promise<string | null> {
  if (!browserHasStoredSession()) return null;
  const { fetchAccessToken } = await loadIdentity();
  return fetchAccessToken();
}
