import type { AuthState } from './auth-state';

/**
 * docs/product.md §4 "MFA setup completion": with setup data from a sign-in, the code answers
 * that sign-in's challenge; a signed-in user who still needs MFA verifies a secret of their own.
 * Null when there is nothing to set up. `/mfa-setup` and `completeMfaSetup` both ask this.
 */
export type TotpSetupPath = 'challenge' | 'signed-in';

export function totpSetupPath(state: AuthState): TotpSetupPath | null {
  if (!state.isAuthenticated) return state.mfaSetupData ? 'challenge' : null;
  return state.mfaSetupRequired ? 'signed-in' : null;
}
