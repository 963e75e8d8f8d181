import type { AppUser } from './app-user';

export interface MfaSetupData {
  secretCode?: string;
  qrCodeUrl?: string;
}

export interface AuthState {
  isAuthenticated: boolean;
  isInitialized: boolean;
  user: AppUser | null;
  mfaRequired: boolean;
  mfaSetupRequired: boolean;
  mfaSetupData: MfaSetupData | null;
}

export type AuthAction =
  | { type: 'INITIALIZE'; isAuthenticated: boolean; user: AppUser | null }
  | { type: 'LOGIN'; user: AppUser }
  | { type: 'LOGOUT' }
  | { type: 'REQUIRE_MFA' }
  | { type: 'COMPLETE_MFA' }
  | { type: 'REQUIRE_MFA_SETUP'; secretCode?: string; qrCodeUrl?: string }
  | { type: 'COMPLETE_MFA_SETUP' }
  | { type: 'UPDATE_USER'; attributes: Partial<AppUser> };

export const INITIAL_AUTH_STATE: AuthState = {
  isAuthenticated: false,
  isInitialized: false,
  user: null,
  mfaRequired: false,
  mfaSetupRequired: false,
  mfaSetupData: null,
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
