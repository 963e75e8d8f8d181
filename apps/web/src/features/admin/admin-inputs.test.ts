import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminSearchInput,
  disableSignInInput,
  enableSignInInput,
  endTrialInput,
  extendTrialInput,
  REASON_MESSAGE,
  REASON_TOO_LONG_MESSAGE,
  resendConfirmationInput,
  resetAuthenticatorInput,
  SENSITIVE_ACTIONS,
  signOutEverywhereInput,
} from './admin-inputs';

function fieldErrors(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : z.flattenError(parsed.error).fieldErrors;
}

describe('admin inputs', () => {
  it('trims the reason and asks for 3 to 500 characters', () => {
    expect(enableSignInInput.parse({ username: ' ada ', reason: '  lost phone ' })).toEqual({
      username: 'ada',
      reason: 'lost phone',
    });
    expect(fieldErrors(enableSignInInput, { username: 'ada', reason: ' ab ' })).toEqual({
      reason: [REASON_MESSAGE],
    });
    expect(fieldErrors(enableSignInInput, { username: 'ada' })).toEqual({
      reason: [REASON_MESSAGE],
    });
    expect(fieldErrors(enableSignInInput, { username: 'ada', reason: 'x'.repeat(501) })).toEqual({
      reason: [REASON_TOO_LONG_MESSAGE],
    });
  });

  it('takes a step-up only on sensitive actions, with the code as typed or pasted', () => {
    const stepUp = { password: 'Correct-Horse-1!', code: '123 456' };
    const sensitive = {
      'reset-authenticator': resetAuthenticatorInput,
      'disable-sign-in': disableSignInInput,
      'sign-out-everywhere': signOutEverywhereInput,
      'end-trial': endTrialInput,
    };
    expect(Object.keys(sensitive).sort()).toEqual([...SENSITIVE_ACTIONS].sort());
    for (const schema of Object.values(sensitive))
      expect(schema.parse({ username: 'ada', reason: 'asked', stepUp }).stepUp).toEqual({
        password: stepUp.password,
        code: '123456',
      });
    for (const schema of [enableSignInInput, resendConfirmationInput])
      expect(schema.safeParse({ username: 'ada', reason: 'asked', stepUp }).success).toBe(false);
  });

  it('extends a trial by a whole number of days from 1 to 365', () => {
    const input = { username: 'ada', reason: 'asked' };
    expect(extendTrialInput.parse({ ...input, days: 365 }).days).toBe(365);
    for (const days of [0, 366, 2.5, '7'])
      expect(fieldErrors(extendTrialInput, { ...input, days })).toEqual({
        days: ['Extend by 1 to 365 days.'],
      });
  });

  it('trims a search and refuses an empty one or an extra key', () => {
    expect(adminSearchInput.parse({ query: ' ada@ ' })).toEqual({ query: 'ada@' });
    expect(fieldErrors(adminSearchInput, { query: ' ' })).toEqual({
      query: ['query is required to search'],
    });
    expect(adminSearchInput.safeParse({ query: 'ada', page: 2 }).error?.issues[0]?.message).toBe(
      'search does not take page.',
    );
  });
});
