/** What the operations call; everything else in this folder is its own business. */
export { startSrpSignIn, completeSrpSignIn, passwordSignIn } from './password.js';
export { answerSoftwareTokenMfa } from './software-token-mfa.js';
export { answerNewPasswordRequired } from './new-password-required.js';
export {
  answerMfaSetup,
  associateSoftwareToken,
  verifySoftwareToken,
  type SetupCredential,
} from './authenticator-setup.js';
export type { SignInStep } from './next-step.js';
export { clearedFailures } from './rules.js';
export { removeAuthenticator } from './remove-authenticator.js';
export { answerDevicePasswordVerifier, answerDeviceSrpAuth } from './device-srp.js';
export { finishOnDevice, tracksDevices } from './devices.js';
