import type { AppUser } from './app-user';

export interface MfaSetupData {
  secretCode?: string;
  qrCodeUrl?: string;
}

/**
 * A sign-in waiting for its authenticator step: who is signing in and when the identity service
 * asked for the step, which starts the 3-minute window the countdown tells about
 * (docs/product.md §4 "Session and tokens").
 */
export interface SignInChallenge {
  username: string;
  startedAtMs: number;
}

export interface AuthState {
  isAuthenticated: boolean;
  isInitialized: boolean;
  user: AppUser | null;
  mfaRequired: boolean;
  mfaSetupRequired: boolean;
  mfaSetupData: MfaSetupData | null;
  signInChallenge: SignInChallenge | null;
}

export type AuthAction =
  | { type: 'INITIALIZE'; isAuthenticated: boolean; user: AppUser | null }
  | { type: 'LOGIN'; user: AppUser }
  | { type: 'LOGOUT' }
  | { type: 'REQUIRE_MFA'; challenge?: SignInChallenge }
  | { type: 'COMPLETE_MFA' }
  | {
      type: 'REQUIRE_MFA_SETUP';
      secretCode?: string;
      qrCodeUrl?: string;
      challenge?: SignInChallenge;
    }
  | { type: 'COMPLETE_MFA_SETUP' }
  /** After a reload: the tab's record of a sign-in still waiting for its authenticator step. */
  | { type: 'RESUME_SIGN_IN_CHALLENGE'; challenge: SignInChallenge }
  | { type: 'UPDATE_USER'; attributes: Partial<AppUser> };

export const INITIAL_AUTH_STATE: AuthState = {
  isAuthenticated: false,
  isInitialized: false,
  user: null,
  mfaRequired: false,
  mfaSetupRequired: false,
  mfaSetupData: null,
  signInChallenge: null,
};

/**
 * The state a page load starts in. Without stored tokens the visitor is certainly signed out,
 * so the server renders the page itself; with them the session is looked up in the browser
 * first (docs/product.md §1, the full-screen loading view).
 */
export function initialAuthState(hasStoredSession: boolean): AuthState {
  if (hasStoredSession) return INITIAL_AUTH_STATE;
  return { ...INITIAL_AUTH_STATE, isInitialized: true };
}
