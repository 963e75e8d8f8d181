import { describe, expect, it } from 'vitest';
import {
  aliasConflictError,
  hasSignInAliases,
  nameNewUser,
  readSignInAttributes,
} from './sign-in-names.js';

const plain = { Id: 'us-east-1_plain' };
const byEmail = { Id: 'us-east-1_email', UsernameAttributes: ['email' as const] };
const byPhone = { Id: 'us-east-1_phone', UsernameAttributes: ['phone_number' as const] };
const aliased = {
  Id: 'us-east-1_alias',
  AliasAttributes: ['email' as const, 'phone_number' as const],
};

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('expected a failure');
}

describe('naming a new user', () => {
  it('keeps the given username in a pool without sign-in attributes', () => {
    expect(nameNewUser(plain, 'ada@example.com', {})).toMatchObject({
      username: 'ada@example.com',
      attributes: {},
    });
    expect(hasSignInAliases(plain)).toBe(false);
  });

  it('with UsernameAttributes, generates the username as the id and stores the given value', () => {
    const named = nameNewUser(byEmail, 'ada@example.com', { name: 'Ada' });
    expect(named.username).toBe(named.id);
    expect(named.attributes).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(nameNewUser(byPhone, '+15555550100', {}).attributes).toEqual({
      phone_number: '+15555550100',
    });
  });

  it("refuses a username that is not one of the pool's username attributes, in Cognito's words", () => {
    expect(failure(() => nameNewUser(byEmail, 'ada', {})).message).toBe(
      'Username should be an email.',
    );
    expect(failure(() => nameNewUser(byPhone, 'ada@example.com', {})).message).toBe(
      'Username should be a phone number.',
    );
  });

  it('refuses a username shaped like an email or phone alias', () => {
    expect(failure(() => nameNewUser(aliased, 'ada@example.com', {}))).toEqual({
      name: 'InvalidParameterException',
      message: 'Username cannot be of email format, since user pool is configured for email alias.',
    });
    expect(failure(() => nameNewUser(aliased, '+15555550100', {})).message).toBe(
      'Username cannot be of phone number format, since user pool is configured for phone number alias.',
    );
  });
});

describe('pool settings', () => {
  it('stores one kind of sign-in attributes, without repeats, and refuses both', () => {
    expect(readSignInAttributes({ UsernameAttributes: ['email', 'email'] })).toEqual({
      UsernameAttributes: ['email'],
    });
    expect(readSignInAttributes({ AliasAttributes: [] })).toEqual({});
    expect(
      failure(() =>
        readSignInAttributes({ UsernameAttributes: ['email'], AliasAttributes: ['email'] }),
      ).name,
    ).toBe('InvalidParameterException');
  });
});

describe('alias conflicts', () => {
  const violation = (constraint: string) => ({ cause: { code: '23505', constraint } });

  it('a taken username attribute at creation is a taken username; anywhere else an alias', () => {
    const taken = violation('users_pool_alias_email_idx');
    expect(aliasConflictError(taken, byEmail, 'new user')?.errorName).toBe(
      'UsernameExistsException',
    );
    expect(aliasConflictError(taken, byEmail, 'change')?.errorName).toBe('AliasExistsException');
    expect(aliasConflictError(taken, aliased, 'new user')?.message).toBe(
      'An account with the given email already exists.',
    );
  });

  it('leaves other errors alone', () => {
    expect(aliasConflictError(violation('users_pool_username_key_idx'), byEmail, 'new user')).toBe(
      undefined,
    );
    expect(aliasConflictError(new Error('boom'), byEmail, 'change')).toBe(undefined);
  });
});
