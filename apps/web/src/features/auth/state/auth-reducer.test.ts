import { describe, expect, it } from 'vitest';
import { buildUser } from './app-user';
import { authReducer } from './auth-reducer';
import { INITIAL_AUTH_STATE, initialAuthState, type AuthState } from './auth-state';

const user = buildUser('ada', { sub: 'sub-1', email: 'ada@example.com' });
const signedIn: AuthState = {
  ...INITIAL_AUTH_STATE,
  isInitialized: true,
  isAuthenticated: true,
  user,
};

describe('authReducer', () => {
  it('starts unauthenticated and uninitialised', () => {
    expect(INITIAL_AUTH_STATE).toMatchObject({
      isAuthenticated: false,
      isInitialized: false,
      user: null,
    });
  });

  it('starts a page load without stored tokens already initialised as signed out', () => {
    expect(initialAuthState(false)).toEqual({ ...INITIAL_AUTH_STATE, isInitialized: true });
  });

  it('starts a page load with stored tokens uninitialised, so the session is looked up', () => {
    expect(initialAuthState(true)).toEqual(INITIAL_AUTH_STATE);
  });

  it('INITIALIZE sets the session, marks initialised and clears MFA flags', () => {
    const pending = { ...INITIAL_AUTH_STATE, mfaRequired: true, mfaSetupRequired: true };
    const next = authReducer(pending, { type: 'INITIALIZE', isAuthenticated: true, user });
    expect(next).toEqual({ ...signedIn, mfaSetupData: null });
    const none = authReducer(pending, { type: 'INITIALIZE', isAuthenticated: false, user: null });
    expect(none).toMatchObject({
      isInitialized: true,
      isAuthenticated: false,
      user: null,
      mfaRequired: false,
    });
  });

  it('LOGIN sets the user and clears MFA flags', () => {
    const pending = { ...INITIAL_AUTH_STATE, isInitialized: true, mfaRequired: true };
    expect(authReducer(pending, { type: 'LOGIN', user })).toMatchObject({
      isAuthenticated: true,
      user,
      mfaRequired: false,
      mfaSetupRequired: false,
    });
  });

  it('LOGOUT clears the user and the flags', () => {
    const next = authReducer({ ...signedIn, mfaSetupRequired: true }, { type: 'LOGOUT' });
    expect(next).toMatchObject({ isAuthenticated: false, user: null, mfaSetupRequired: false });
    expect(next.isInitialized).toBe(true);
  });

  it('REQUIRE_MFA and COMPLETE_MFA toggle mfaRequired', () => {
    const required = authReducer(INITIAL_AUTH_STATE, { type: 'REQUIRE_MFA' });
    expect(required.mfaRequired).toBe(true);
    expect(authReducer(required, { type: 'COMPLETE_MFA' }).mfaRequired).toBe(false);
  });

  it('REQUIRE_MFA_SETUP keeps optional setup data; COMPLETE_MFA_SETUP clears both', () => {
    const withData = authReducer(INITIAL_AUTH_STATE, {
      type: 'REQUIRE_MFA_SETUP',
      secretCode: 'ABCD',
      qrCodeUrl: 'otpauth://totp/x',
    });
    expect(withData).toMatchObject({
      mfaSetupRequired: true,
      mfaSetupData: { secretCode: 'ABCD', qrCodeUrl: 'otpauth://totp/x' },
    });
    const withoutData = authReducer(INITIAL_AUTH_STATE, { type: 'REQUIRE_MFA_SETUP' });
    expect(withoutData).toMatchObject({ mfaSetupRequired: true, mfaSetupData: null });
    expect(authReducer(withData, { type: 'COMPLETE_MFA_SETUP' })).toMatchObject({
      mfaSetupRequired: false,
      mfaSetupData: null,
    });
  });

  it('keeps the sign-in challenge from the step that starts it until the sign-in ends', () => {
    const challenge = { username: 'ada', startedAtMs: 1_000 };
    const verifying = authReducer(INITIAL_AUTH_STATE, { type: 'REQUIRE_MFA', challenge });
    expect(verifying.signInChallenge).toEqual(challenge);
    expect(authReducer(verifying, { type: 'COMPLETE_MFA' }).signInChallenge).toBeNull();
    const settingUp = authReducer(INITIAL_AUTH_STATE, {
      type: 'REQUIRE_MFA_SETUP',
      secretCode: 'ABCD',
      qrCodeUrl: 'otpauth://totp/x',
      challenge,
    });
    expect(settingUp.signInChallenge).toEqual(challenge);
    expect(authReducer(settingUp, { type: 'COMPLETE_MFA_SETUP' }).signInChallenge).toBeNull();
    expect(authReducer(settingUp, { type: 'LOGOUT' }).signInChallenge).toBeNull();
    expect(authReducer(verifying, { type: 'LOGIN', user }).signInChallenge).toBeNull();
  });

  it('RESUME_SIGN_IN_CHALLENGE brings back a waiting sign-in, never over a signed-in user', () => {
    const challenge = { username: 'ada', startedAtMs: 1_000 };
    const signedOut = { ...INITIAL_AUTH_STATE, isInitialized: true };
    expect(
      authReducer(signedOut, { type: 'RESUME_SIGN_IN_CHALLENGE', challenge }).signInChallenge,
    ).toEqual(challenge);
    expect(authReducer(signedIn, { type: 'RESUME_SIGN_IN_CHALLENGE', challenge })).toBe(signedIn);
  });

  it('UPDATE_USER merges attributes into the user and ignores a missing user', () => {
    const next = authReducer(signedIn, { type: 'UPDATE_USER', attributes: { firstName: 'Ada' } });
    expect(next.user).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
    const none = authReducer(INITIAL_AUTH_STATE, {
      type: 'UPDATE_USER',
      attributes: { firstName: 'X' },
    });
    expect(none.user).toBeNull();
  });
});
