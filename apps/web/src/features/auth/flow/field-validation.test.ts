import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  emailProblem,
  nameProblem,
  normalizeCode,
  requireValue,
  usernameProblem,
} from './field-validation';

describe('required values', () => {
  it('uses the messages of docs/product.md §5 for empty values', () => {
    expect(requireValue('', 'username', 'signIn')).toBe('username is required to signIn');
    expect(requireValue('  ', 'password', 'signIn')).toBe('password is required to signIn');
    expect(requireValue('x', 'password', 'signIn')).toBeNull();
    expect(codeProblem('', 'code', 'confirmSignUp')).toBe('code is required to confirmSignUp');
    expect(codeProblem(' ', 'challengeResponse', 'confirmSignIn')).toBe(
      'challengeResponse is required to confirmSignIn',
    );
    expect(usernameProblem('', 'signUp')).toBe('username is required to signUp');
    expect(emailProblem('', 'forgotUsername')).toBe('email is required to forgotUsername');
  });
});

describe('codes', () => {
  it('accepts six digits, with pasted spaces or dashes', () => {
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(codeProblem('123-456', 'code', 'confirmSignUp')).toBeNull();
  });

  it.each(['12345', '1234567', '12345a'])('rejects %s', (code) => {
    expect(codeProblem(code, 'code', 'confirmSignUp')).toBe('Enter the code using only 6 digits');
  });
});

describe('other fields', () => {
  it('checks emails', () => {
    expect(emailProblem('ada@example.com', 'signUp')).toBeNull();
    expect(emailProblem('ada@', 'signUp')).toMatch(/like name@example.com/);
  });

  it('checks usernames', () => {
    expect(usernameProblem('ada lovelace', 'signUp')).toBe('Username cannot contain spaces');
    expect(usernameProblem('a'.repeat(129), 'signUp')).toMatch(/128/);
    expect(usernameProblem('ada', 'signUp')).toBeNull();
  });

  it('checks names', () => {
    expect(nameProblem('', 'First name')).toBe('Enter your first name');
    expect(nameProblem("D'Arcy", 'Last name')).toBeNull();
  });
});
