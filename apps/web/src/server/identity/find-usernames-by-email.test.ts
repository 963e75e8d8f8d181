import { describe, expect, it } from 'vitest';
import { emailFilter } from './find-usernames-by-email';

describe('emailFilter', () => {
  it('quotes the address and escapes quotes and backslashes inside it', () => {
    expect(emailFilter('ada@example.com')).toBe('email = "ada@example.com"');
    expect(emailFilter('a"b\\c@example.com')).toBe('email = "a\\"b\\\\c@example.com"');
  });
});
