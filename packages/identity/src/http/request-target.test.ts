import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-target.js';

describe('parseRequestTarget', () => {
  it('reads the path and query of an origin-form target', () => {
    expect(parseRequestTarget('/a/b?x=1&y=%20')).toEqual({
      path: '/a/b',
      query: { x: '1', y: ' ' },
    });
  });

  it('keeps a path that starts with two slashes as a path', () => {
    expect(parseRequestTarget('//evil.example/')?.path).toBe('//evil.example/');
    expect(parseRequestTarget('//a:99999999')?.path).toBe('//a:99999999');
    expect(parseRequestTarget('//%zz')?.path).toBe('//%zz');
  });

  it.each([undefined, '', '*', 'http://[', 'http://localhost/', 'localhost:9229'])(
    'gives null for the target %j, which is not a path',
    (target) => {
      expect(parseRequestTarget(target)).toBeNull();
    },
  );

  it('never lets the parser throw', () => {
    expect(parseRequestTarget('//[')?.path).toBe('//[');
  });
});
