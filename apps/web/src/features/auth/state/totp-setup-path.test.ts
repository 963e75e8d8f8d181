import { describe, expect, it } from 'vitest';
import type { AppUser } from './app-user';
import { authReducer } from './auth-reducer';
import { INITIAL_AUTH_STATE, type AuthAction } from './auth-state';
import { totpSetupPath } from './totp-setup-path';

const user = { username: 'ada' } as AppUser;
const after = (...actions: AuthAction[]) => actions.reduce(authReducer, INITIAL_AUTH_STATE);

describe('totpSetupPath', () => {
  it('answers the sign-in challenge when a sign-in brought setup data', () => {
    const state = after({
      type: 'REQUIRE_MFA_SETUP',
      secretCode: 'SECRET',
      qrCodeUrl: 'otpauth://x',
    });
    expect(totpSetupPath(state)).toBe('challenge');
  });

  it('verifies a secret of their own for a signed-in user who still needs MFA', () => {
    expect(totpSetupPath(after({ type: 'LOGIN', user }, { type: 'REQUIRE_MFA_SETUP' }))).toBe(
      'signed-in',
    );
    const withSecret = after(
      { type: 'LOGIN', user },
      { type: 'REQUIRE_MFA_SETUP', secretCode: 'SECRET', qrCodeUrl: 'otpauth://x' },
    );
    expect(totpSetupPath(withSecret)).toBe('signed-in');
  });

  it('has nothing to set up for a visitor without a sign-in, or a user with MFA', () => {
    expect(totpSetupPath(after())).toBeNull();
    expect(totpSetupPath(after({ type: 'LOGIN', user }))).toBeNull();
    expect(
      totpSetupPath(
        after(
          { type: 'LOGIN', user },
          { type: 'REQUIRE_MFA_SETUP' },
          { type: 'COMPLETE_MFA_SETUP' },
        ),
      ),
    ).toBeNull();
  });
});
