import { describe, expect, it } from 'vitest';
import {
  isMfaSessionExpired,
  isWrongCode,
  linkConfirmationFailureMessage,
  loginFailureMessage,
} from './auth-errors';

const error = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('isMfaSessionExpired', () => {
  it.each([
    error('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    error('SignInException', 'An error occurred during the sign in process.'),
    error('SomethingElse', 'Invalid session for the user.'),
  ])('treats %s as an expired session', (e) => {
    expect(isMfaSessionExpired(e)).toBe(true);
  });

  it('does not treat a wrong code as an expired session', () => {
    expect(isMfaSessionExpired(error('CodeMismatchException', 'Invalid code received'))).toBe(
      false,
    );
    expect(isMfaSessionExpired(null)).toBe(false);
  });
});

describe('loginFailureMessage', () => {
  it('shows the service message, or "Login failed"', () => {
    expect(
      loginFailureMessage(error('NotAuthorizedException', 'Incorrect username or password.')),
    ).toBe('Incorrect username or password.');
    expect(loginFailureMessage({})).toBe('Login failed');
  });

  it('says a user is already signed in', () => {
    expect(loginFailureMessage(error('UserAlreadyAuthenticatedException', 'x'))).toBe(
      'There is already a signed in user.',
    );
  });
});

describe('isWrongCode', () => {
  it('recognises code mismatches', () => {
    expect(isWrongCode(error('CodeMismatchException'))).toBe(true);
    expect(isWrongCode(error('NotAuthorizedException'))).toBe(false);
  });
});

describe('linkConfirmationFailureMessage', () => {
  it('says the account was not confirmed on time, with SPEC §8 suggestion, when auto sign-in runs out', () => {
    const timeout = Object.assign(new Error('The account was not confirmed on time.'), {
      name: 'AutoSignInException',
    });
    const message = linkConfirmationFailureMessage(timeout);
    expect(message).toMatch(/^The account was not confirmed on time\. /);
    expect(message).toContain('link');
    expect(message).toContain('sign in');
  });

  it('shows any other failure of the waiting sign-in as a login failure', () => {
    expect(linkConfirmationFailureMessage(new Error('Network error'))).toBe('Network error');
  });
});
