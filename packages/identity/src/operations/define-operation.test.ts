import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CognitoError } from '../errors.js';
import { defineOperation } from './define-operation.js';
import {
  attributeListField,
  clientIdField,
  clientMetadataField,
  limitField,
  passwordField,
  poolIdField,
} from './fields.js';

const echo = defineOperation({
  name: 'GlobalSignOut',
  access: 'public',
  input: z.object({
    ClientId: clientIdField.optional(),
    UserPoolId: poolIdField.optional(),
    Password: passwordField.optional(),
    MfaConfiguration: z.enum(['OFF', 'ON', 'OPTIONAL']).optional(),
    AutoVerifiedAttributes: z.array(z.enum(['phone_number', 'email'])).optional(),
    UserAttributes: attributeListField.optional(),
    Schema: z.array(z.object({ Name: z.string().max(20) })).optional(),
    ClientMetadata: clientMetadataField,
    Limit: limitField(60),
    PoolName: z.string().min(1).max(128),
  }),
  run: async (input) => input,
});

async function failureOf(body: unknown) {
  // The services are not used by this operation.
  const error = await echo.run(body, {} as never).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CognitoError);
  return error as CognitoError;
}

const pool = { PoolName: 'p' };

describe('validation errors in Cognito wording', () => {
  it('a missing member is "Value null … Member must not be null", camel-cased', async () => {
    const error = await failureOf({});
    expect(error.errorName).toBe('InvalidParameterException');
    expect(error.message).toBe(
      "1 validation error detected: Value null at 'poolName' failed to satisfy constraint: Member must not be null",
    );
  });

  it('echoes a value and prints the model pattern', async () => {
    expect((await failureOf({ ...pool, UserPoolId: 'bad id!' })).message).toBe(
      "1 validation error detected: Value 'bad id!' at 'userPoolId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+_[0-9a-zA-Z]+",
    );
  });

  it('never echoes a member the model marks sensitive', async () => {
    expect((await failureOf({ ...pool, ClientId: 'bad id!' })).message).toBe(
      "1 validation error detected: Value at 'clientId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w+]+",
    );
  });

  it('counts every failed constraint, the password pattern as Cognito prints it', async () => {
    expect((await failureOf({ ...pool, Password: '', Limit: 61 })).message).toBe(
      "3 validation errors detected: Value at 'password' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
        "Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$; " +
        "Value '61' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 60",
    );
  });

  it('states an enum value set', async () => {
    expect((await failureOf({ ...pool, MfaConfiguration: 'false' })).message).toBe(
      "1 validation error detected: Value 'false' at 'mfaConfiguration' failed to satisfy constraint: Member must satisfy enum value set: [OFF, ON, OPTIONAL]",
    );
  });

  it('names members of structure lists as list.N.member.name, from 1', async () => {
    const schema = await failureOf({ ...pool, Schema: [{ Name: 'a' }, { Name: 'x'.repeat(21) }] });
    expect(schema.message).toBe(
      `1 validation error detected: Value '${'x'.repeat(21)}' at 'schema.2.member.name' failed to satisfy constraint: Member must have length less than or equal to 20`,
    );
    const value = await failureOf({
      ...pool,
      UserAttributes: [{ Name: 'a', Value: 'x'.repeat(2049) }],
    });
    expect(value.message).toContain("Value at 'userAttributes.1.member.value'");
  });

  it('names a list of strings or a map as a whole', async () => {
    expect((await failureOf({ ...pool, AutoVerifiedAttributes: ['email', 'fax'] })).message).toBe(
      "1 validation error detected: Value '[email, fax]' at 'autoVerifiedAttributes' failed to satisfy constraint: Member must satisfy constraint: [Member must satisfy enum value set: [phone_number, email]]",
    );
    expect((await failureOf({ ...pool, ClientMetadata: { a: null } })).message).toBe(
      "1 validation error detected: Value '{a=null}' at 'clientMetadata' failed to satisfy constraint: Map value must satisfy constraint: [Member must not be null]",
    );
  });

  it('a value of the wrong JSON type is a SerializationException', async () => {
    expect((await failureOf({ PoolName: 42 })).errorName).toBe('SerializationException');
    expect((await failureOf({ PoolName: { a: 1 } })).errorName).toBe('SerializationException');
  });

  it('passes valid input through', async () => {
    await expect(echo.run({ PoolName: 'abc', Extra: 1 }, {} as never)).resolves.toEqual({
      PoolName: 'abc',
    });
  });
});
