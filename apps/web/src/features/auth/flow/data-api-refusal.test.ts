import { describe, expect, it } from 'vitest';
import { refusalCode, refusalFieldErrors } from './data-api-refusal';

describe('a refused data-API call', () => {
  it('gives its code, or null for other errors', () => {
    expect(refusalCode({ data: { code: 'TOO_MANY_REQUESTS' } })).toBe('TOO_MANY_REQUESTS');
    expect(refusalCode(new Error('offline'))).toBeNull();
    expect(refusalCode(null)).toBeNull();
  });

  it('gives the first problem of each field the server named', () => {
    const error = {
      data: {
        code: 'BAD_REQUEST',
        zodError: {
          fieldErrors: { recoveryCode: ['Enter the recovery code as you saved it', 'second'] },
        },
      },
    };
    expect(refusalFieldErrors(error)).toEqual({
      recoveryCode: 'Enter the recovery code as you saved it',
    });
  });

  it('gives no field problems when the server named none', () => {
    expect(refusalFieldErrors({ data: { code: 'BAD_REQUEST', zodError: null } })).toEqual({});
    expect(refusalFieldErrors({ data: { zodError: { fieldErrors: { code: [42] } } } })).toEqual({});
    expect(refusalFieldErrors(undefined)).toEqual({});
  });
});
