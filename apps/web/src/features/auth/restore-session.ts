import type { SignedInUser } from './amplify/session';
import { errorName } from './flow/auth-errors';
import { loadIdentity } from './load-identity';
import { markSessionEnded } from './session-ended';

/**
 * The user of the tokens this browser holds, or null. Tokens that the identity service refuses
 * (revoked by "sign out everywhere") are dropped here, so this browser stops presenting them.
 */
export async function restoreSession(): Promise<SignedInUser | null> {
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
}
