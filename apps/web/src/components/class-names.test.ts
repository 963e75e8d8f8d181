import { describe, expect, it } from 'vitest';
import { classNames } from './class-names';

describe('classNames', () => {
  it('joins the names that apply and leaves out false, null and undefined', () => {
    expect(classNames('a', false, 'b', null, undefined, 'c')).toBe('a b c');
    expect(classNames(false)).toBe('');
  });
});
