import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelayInMs, shouldRetry } from './query-client';

describe('query client defaults', () => {
  it('backs off exponentially from 1 s to at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelayInMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('does not refetch on focus, retries 3 times and collects after 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ refetchOnWindowFocus: false, gcTime: 300_000 });
  });

  it('retries failures 3 times but never a refusal', () => {
    const serverError = { data: { httpStatus: 500 } };
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(0, { data: { httpStatus: 401 } })).toBe(false);
    expect(shouldRetry(0, { data: { httpStatus: 429 } })).toBe(false);
  });
});
