import { describe, expect, it } from 'vitest';
import { validateSignUp } from './sign-up-validation';

const policy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireNumbers: true,
  requireSymbols: true,
};
const valid = {
  username: 'ada',
  password: 'Analytical1!',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid, policy)).toEqual({});
  });

  it('reports every problem at once', () => {
    const errors = validateSignUp(
      { username: '', password: '', email: 'x', firstName: '', lastName: '' },
      policy,
    );
    expect(errors).toEqual({
      username: 'username is required to signUp',
      password: 'password is required to signUp',
      email: 'Enter an email address in the correct format, like name@example.com',
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
    });
  });

  it('checks the password against the pool policy', () => {
    expect(validateSignUp({ ...valid, password: 'short' }, policy).password).toMatch(
      /^Password must include/,
    );
  });
});
