import { describe, expect, it } from 'vitest';
import { passwordPolicyViolations } from './password-policy.js';
import { defaultPasswordPolicy } from './pool-settings.js';

describe('password policy', () => {
  it('accepts a password with every required kind of character', () => {
    expect(passwordPolicyViolations(defaultPasswordPolicy, 'Correct-Horse1')).toEqual([]);
  });

  it('counts a space as a symbol, as Cognito does', () => {
    expect(passwordPolicyViolations(defaultPasswordPolicy, 'Correct Horse1')).toEqual([]);
  });

  it.each([
    ['Short-1', 'Password not long enough'],
    ['lowercase-only-1', 'Password must have uppercase characters'],
    ['UPPERCASE-ONLY-1', 'Password must have lowercase characters'],
    ['No-Numbers-Here', 'Password must have numeric characters'],
    ['NoSymbolsHere1', 'Password must have symbol characters'],
  ])('rejects %s', (password, reason) => {
    expect(passwordPolicyViolations(defaultPasswordPolicy, password)).toContain(reason);
  });
});
