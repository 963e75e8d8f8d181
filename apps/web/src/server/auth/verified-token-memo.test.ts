import { describe, expect, it } from 'vitest';
import { createVerifiedTokenMemo } from './verified-token-memo';

describe('createVerifiedTokenMemo', () => {
  it('forgets the longest-known token once the limit is reached', () => {
    const memo = createVerifiedTokenMemo<string>(2);
    memo.remember('a', { claims: 'A', expiresAtInSeconds: 1 });
    memo.remember('b', { claims: 'B', expiresAtInSeconds: 1 });
    memo.remember('c', { claims: 'C', expiresAtInSeconds: 1 });
    expect([memo.recall('a'), memo.recall('b')?.claims, memo.recall('c')?.claims]).toEqual([
      undefined,
      'B',
      'C',
    ]);
  });
});
