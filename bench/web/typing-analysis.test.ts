import { describe, expect, it } from 'vitest';
import { analyseTyping } from './typing-analysis.js';

const times = (count: number) => Array.from({ length: count }, (_, index) => 100 + index * 30);

describe('analyseTyping', () => {
  it('is usable from the first character when everything typed is still in the field', () => {
    const verdict = analyseTyping({
      typed: 'abcdefg',
      handledAtMs: times(7),
      hydratedAtIndex: 2,
      finalValue: 'abcdefg',
    });
    expect(verdict).toEqual({ usableMs: 100, hydratedMs: 160, lost: 0 });
  });

  it('is usable only from the first character after a hydration that emptied the field', () => {
    const verdict = analyseTyping({
      typed: 'abcdefg',
      handledAtMs: times(7),
      hydratedAtIndex: 3,
      finalValue: 'defg',
    });
    expect(verdict).toEqual({ usableMs: 190, hydratedMs: 190, lost: 3 });
  });

  it('starts the usable run after a character lost in the middle, and counts it', () => {
    const verdict = analyseTyping({
      typed: 'abcdef',
      handledAtMs: times(6),
      hydratedAtIndex: 1,
      finalValue: 'abdef',
    });
    expect(verdict).toMatchObject({ usableMs: 190, lost: 1 });
  });

  it('is never usable when nothing typed survived', () => {
    const verdict = analyseTyping({
      typed: 'abc',
      handledAtMs: times(3),
      hydratedAtIndex: 0,
      finalValue: '',
    });
    expect(verdict).toMatchObject({ usableMs: null, lost: 3 });
  });

  it('is never usable, and has lost nothing, when the field never came on screen', () => {
    const verdict = analyseTyping({
      typed: '',
      handledAtMs: [],
      hydratedAtIndex: -1,
      finalValue: '',
    });
    expect(verdict).toEqual({ usableMs: null, hydratedMs: null, lost: 0 });
  });

  it('refuses a record whose keydowns do not match the characters sent', () => {
    expect(() =>
      analyseTyping({ typed: 'abc', handledAtMs: times(2), hydratedAtIndex: 0, finalValue: 'abc' }),
    ).toThrow(/3 characters typed but 2 keydowns/);
  });
});
