import { describe, expect, it } from 'vitest';
import { extendTrialInput, resetAuthenticatorInput } from './admin-inputs';
import { dialogProblems } from './dialog-problems';

const FIELDS = ['reason', 'days', 'password', 'code'] as const;

describe('dialogProblems', () => {
  it('puts a missing reason under the Reason field with the server’s message', () => {
    expect(
      dialogProblems(resetAuthenticatorInput, { username: 'alice', reason: ' a ' }, FIELDS),
    ).toEqual({ reason: 'Give a reason (at least 3 characters).' });
  });

  it('puts step-up problems under the Password and Authenticator code fields', () => {
    const problems = dialogProblems(
      resetAuthenticatorInput,
      { username: 'alice', reason: 'Lost phone', stepUp: { password: '', code: '12' } },
      FIELDS,
    );
    expect(Object.keys(problems).sort()).toEqual(['code', 'password']);
  });

  it('refuses a trial extension outside 1 to 365 days under the days field', () => {
    expect(
      dialogProblems(extendTrialInput, { username: 'alice', reason: 'Asked', days: 400 }, FIELDS),
    ).toEqual({ days: 'Extend by 1 to 365 days.' });
  });

  it('finds nothing in a valid input', () => {
    expect(
      dialogProblems(extendTrialInput, { username: 'alice', reason: 'Asked', days: 14 }, FIELDS),
    ).toEqual({});
  });
});
