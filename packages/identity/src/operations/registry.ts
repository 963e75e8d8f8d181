import { associateSoftwareToken } from './associate-software-token.js';
import { confirmSignUp } from './confirm-sign-up.js';
import type { Operation } from './define-operation.js';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token.js';
import { getUser } from './get-user.js';
import { globalSignOut } from './global-sign-out.js';
import { initiateAuth } from './initiate-auth.js';
import { resendConfirmationCode } from './resend-confirmation-code.js';
import { respondToAuthChallenge } from './respond-to-auth-challenge.js';
import { revokeToken } from './revoke-token.js';
import { signUp } from './sign-up.js';
import { verifySoftwareToken } from './verify-software-token.js';

const allOperations: Operation[] = [
  associateSoftwareToken,
  confirmSignUp,
  getTokensFromRefreshToken,
  getUser,
  globalSignOut,
  initiateAuth,
  resendConfirmationCode,
  respondToAuthChallenge,
  revokeToken,
  signUp,
  verifySoftwareToken,
];

export function createOperationRegistry(): Map<string, Operation> {
  return new Map(allOperations.map((operation) => [operation.name, operation]));
}
