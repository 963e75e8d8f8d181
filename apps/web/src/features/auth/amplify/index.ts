/**
 * Everything that talks to the identity service through Amplify. The browser loads it as one
 * chunk on first need (see ../load-identity.ts), so pages that do not need it yet (a signed-out
 * visitor opening /login) become usable without it. Only the auth actions (../auth-actions.ts,
 * ../account-actions.ts) call it.
 */
export { configureAmplify } from './configure-amplify';
export { rememberThisBrowser, thisBrowserDeviceKey } from './devices';
export { listenForHostedSignIn } from './hosted-sign-in-listener';
export { listenForSessionEnd } from './session-end-listener';
export { requestPasswordReset } from './password';
export { forgetDeletedAccountSession, updateNames } from './profile';
export { accessTokenScope, fetchAccessToken, loadSignedInUser } from './session';
export { answerSignInChallenge, signInWithPassword, signOutOfIdentity } from './sign-in';
export {
  completeAutoSignIn,
  confirmRegistration,
  registerAccount,
  resendRegistrationCode,
} from './sign-up';
export { finishTotpSetup, startTotpSetup } from './totp-setup';
