import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CognitoError } from '../errors.js';
import { defineOperation } from './define-operation.js';

const echo = defineOperation({
  name: 'GlobalSignOut',
  access: 'public',
  input: z.object({ Username: z.string().max(3), Count: z.number().optional() }),
  run: async (input) => input,
});

async function failureOf(body: unknown) {
  // The services are not used by this operation.
  const error = await echo.run(body, {} as never).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CognitoError);
  return error as CognitoError;
}

describe('operation input validation', () => {
  it('names a missing field as AWS does', async () => {
    const error = await failureOf({});
    expect(error.errorName).toBe('InvalidParameterException');
    expect(error.message).toBe(
      "1 validation error detected: Value at 'Username' failed to satisfy constraint: Member must not be null",
    );
  });

  it('names the field with the wrong type or size', async () => {
    expect((await failureOf({ Username: 'abcd' })).message).toContain("'Username'");
    expect((await failureOf({ Username: 'a', Count: 'x' })).message).toContain("'Count'");
  });

  it('passes valid input through', async () => {
    await expect(echo.run({ Username: 'abc', Extra: 1 }, {} as never)).resolves.toEqual({
      Username: 'abc',
    });
  });
});
