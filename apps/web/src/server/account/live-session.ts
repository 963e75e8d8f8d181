import 'server-only';
import type { SignedInContext } from './account-context';
import { getIdentityProfile } from '../identity/get-identity-profile';

/**
 * Tokens are verified locally, so a token revoked by "sign out everywhere" still passes until
 * it expires. Reads that show or make security material ask the identity service first, as
 * every change does by using the token.
 */
export async function assertLiveSession({ services, session }: SignedInContext): Promise<void> {
  await getIdentityProfile(services.cognito, session.accessToken);
}
