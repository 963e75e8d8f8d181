import type { AuthAction, AuthState } from './auth-state';

const NO_MFA_FLAGS = {
  mfaRequired: false,
  mfaSetupRequired: false,
  mfaSetupData: null,
  signInChallenge: null,
} as const;

/** The transitions of docs/product.md §4 "Auth state"; nothing else changes auth state. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIALIZE':
      return {
        ...state,
        ...NO_MFA_FLAGS,
        isInitialized: true,
        isAuthenticated: action.isAuthenticated,
        user: action.isAuthenticated ? action.user : null,
      };
    case 'LOGIN':
      return { ...state, ...NO_MFA_FLAGS, isAuthenticated: true, user: action.user };
    case 'LOGOUT':
      return { ...state, ...NO_MFA_FLAGS, isAuthenticated: false, user: null };
    case 'REQUIRE_MFA':
      return {
        ...state,
        mfaRequired: true,
        signInChallenge: action.challenge ?? state.signInChallenge,
      };
    case 'COMPLETE_MFA':
      return { ...state, mfaRequired: false, signInChallenge: null };
    case 'REQUIRE_MFA_SETUP': {
      const hasData = action.secretCode !== undefined || action.qrCodeUrl !== undefined;
      return {
        ...state,
        mfaSetupRequired: true,
        mfaSetupData: hasData
          ? { secretCode: action.secretCode, qrCodeUrl: action.qrCodeUrl }
          : null,
        signInChallenge: action.challenge ?? state.signInChallenge,
      };
    }
    case 'COMPLETE_MFA_SETUP':
      return { ...state, mfaSetupRequired: false, mfaSetupData: null, signInChallenge: null };
    case 'RESUME_SIGN_IN_CHALLENGE':
      return state.isAuthenticated ? state : { ...state, signInChallenge: action.challenge };
    case 'UPDATE_USER':
      return state.user ? { ...state, user: { ...state.user, ...action.attributes } } : state;
  }
}
