import {
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  getCurrentUser,
} from 'aws-amplify/auth';
import { buildUser, type AppUser } from '../state/app-user';

export interface SignedInUser {
  user: AppUser;
  hasTotp: boolean;
}

/** The current session's user and whether TOTP is on, or null when nobody is signed in. */
export async function loadSignedInUser(): Promise<SignedInUser | null> {
  let username: string;
  try {
    ({ username } = await getCurrentUser());
  } catch {
    return null;
  }
  const [attributes, mfa] = await Promise.all([fetchUserAttributes(), fetchMFAPreference()]);
  return {
    user: buildUser(username, attributes),
    hasTotp: mfa.enabled?.includes('TOTP') ?? false,
  };
}

/** The current access token, refreshed first when it is about to expire; null when signed out. */
export async function fetchAccessToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken?.toString() ?? null;
}

/** The `scope` claim of the current access token (which says how the session was signed in). */
export async function accessTokenScope(): Promise<unknown> {
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken?.payload.scope;
}
