import { describe, expect, it } from 'vitest';
import { parseUserFilter } from './user-filter.js';

describe('ListUsers filter', () => {
  it('reads exact and prefix matches', () => {
    expect(parseUserFilter('email = "ada@example.com"')).toEqual({
      attribute: 'email',
      operator: '=',
      value: 'ada@example.com',
    });
    expect(parseUserFilter('username ^= "ad"')).toMatchObject({ operator: '^=', value: 'ad' });
  });

  it('unescapes quotes inside the value', () => {
    expect(parseUserFilter('name = "say \\"hi\\""')?.value).toBe('say "hi"');
  });

  it('treats an empty filter as no filter', () => {
    expect(parseUserFilter('')).toBeNull();
    expect(parseUserFilter(undefined)).toBeNull();
  });

  it('refuses malformed filters and unsearchable attributes', () => {
    expect(() => parseUserFilter('email == "x"')).toThrow(/parsing filter/);
    expect(() => parseUserFilter('email = x')).toThrow(/parsing filter/);
    expect(() => parseUserFilter('password = "x"')).toThrow(/Invalid search attribute/);
    expect(() => parseUserFilter('custom:firstName = "x"')).toThrow(
      'Invalid search attribute: custom:firstName',
    );
  });
});
