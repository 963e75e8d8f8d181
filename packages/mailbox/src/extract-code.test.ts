import { describe, expect, it } from 'vitest';
import { extractCode } from './extract-code.js';

describe('extractCode', () => {
  it('finds a six-digit code, keeping leading zeros', () => {
    expect(extractCode('Your confirmation code is 012345.')).toBe('012345');
  });

  it('skips digits that belong to longer numbers', () => {
    expect(extractCode('Order 1234567 placed 20300101. Code: 654321')).toBe('654321');
  });

  it('throws with the text when there is no code', () => {
    expect(() => extractCode('No digits here, only 12345.')).toThrow(/No six-digit code.*12345/);
  });
});
