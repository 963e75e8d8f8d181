import {
  AddCustomAttributesCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

async function createPool(Schema: SchemaAttributeType[]) {
  const created = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'schema', Schema }));
  return String(created.UserPool?.Id);
}

async function schemaOf(poolId: string) {
  const described = await env.sdk.send(new DescribeUserPoolCommand({ UserPoolId: poolId }));
  return described.UserPool?.SchemaAttributes ?? [];
}

function find(attributes: SchemaAttributeType[], name: string) {
  return attributes.find((entry) => entry.Name === name);
}

/** The error a CreateUserPool with this schema fails with; no pool is made. */
async function refusal(Schema: SchemaAttributeType[]) {
  const pools = async () =>
    (await env.sdk.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools?.length;
  const before = await pools();
  const error = await errorOf(createPool(Schema));
  expect(await pools()).toBe(before);
  return error;
}

const invalid = (message: string) => ({ name: 'InvalidParameterException', message });

describe('schema properties', () => {
  it('keeps the properties of custom attributes, developer-only ones named dev:custom:', async () => {
    const attributes = await schemaOf(
      await createPool([
        {
          Name: 'plan',
          AttributeDataType: 'String',
          Mutable: false,
          StringAttributeConstraints: { MinLength: '1', MaxLength: '16' },
        },
        {
          Name: 'score',
          AttributeDataType: 'Number',
          NumberAttributeConstraints: { MinValue: '0', MaxValue: '100' },
        },
        { Name: 'secret', AttributeDataType: 'String', DeveloperOnlyAttribute: true },
      ]),
    );
    expect(find(attributes, 'custom:plan')).toEqual({
      Name: 'custom:plan',
      AttributeDataType: 'String',
      DeveloperOnlyAttribute: false,
      Mutable: false,
      Required: false,
      StringAttributeConstraints: { MinLength: '1', MaxLength: '16' },
    });
    expect(find(attributes, 'custom:score')).toMatchObject({
      AttributeDataType: 'Number',
      Mutable: true,
      NumberAttributeConstraints: { MinValue: '0', MaxValue: '100' },
    });
    expect(find(attributes, 'dev:custom:secret')).toMatchObject({
      DeveloperOnlyAttribute: true,
      StringAttributeConstraints: {},
    });
  });

  it('keeps Required, Mutable and constraints given for standard attributes, in place', async () => {
    const attributes = await schemaOf(
      await createPool([
        { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
        { Name: 'name', Mutable: false, StringAttributeConstraints: { MaxLength: '100' } },
      ]),
    );
    expect(attributes.findIndex((entry) => entry.Name === 'email')).toBe(10);
    expect(find(attributes, 'email')).toMatchObject({ Required: true, Mutable: true });
    expect(find(attributes, 'name')).toMatchObject({
      Required: false,
      Mutable: false,
      StringAttributeConstraints: { MaxLength: '100' },
    });
  });

  it('does not let a developer-only attribute be written as custom:', async () => {
    const poolId = await createPool([
      { Name: 'secret', AttributeDataType: 'String', DeveloperOnlyAttribute: true },
    ]);
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'dev',
        MessageAction: 'SUPPRESS',
      }),
    );
    const error = await errorOf(
      env.sdk.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: poolId,
          Username: 'dev',
          UserAttributes: [{ Name: 'custom:secret', Value: 'x' }],
        }),
      ),
    );
    expect(error.name).toBe('InvalidParameterException');
  });
});

describe('invalid schemas', () => {
  it('refuses Required custom attributes', async () => {
    expect(await refusal([{ Name: 'plan', AttributeDataType: 'String', Required: true }])).toEqual(
      invalid('Required custom attributes are not supported currently.'),
    );
  });

  it("refuses changing a standard attribute's data type or making it developer-only", async () => {
    const message =
      'You can not change AttributeDataType or set developerOnlyAttribute for standard schema attribute email';
    expect(await refusal([{ Name: 'email', AttributeDataType: 'Number' }])).toEqual(
      invalid(message),
    );
    expect(await refusal([{ Name: 'email', DeveloperOnlyAttribute: true }])).toEqual(
      invalid(message),
    );
  });

  it('refuses a custom attribute without a data type', async () => {
    expect(await refusal([{ Name: 'plan' }])).toEqual(
      invalid(
        'Invalid AttributeDataType input, consider using the provided AttributeDataType enum.',
      ),
    );
  });

  it('refuses the same name twice', async () => {
    const plan = { Name: 'plan', AttributeDataType: 'String' as const };
    expect(await refusal([plan, plan])).toEqual(
      invalid('custom:plan: Existing attribute already has name custom:plan.'),
    );
  });

  it('refuses string lengths over 2048, a maximum under the minimum, and non-numbers', async () => {
    const plan = (MinLength: string, MaxLength: string): SchemaAttributeType => ({
      Name: 'plan',
      AttributeDataType: 'String',
      StringAttributeConstraints: { MinLength, MaxLength },
    });
    expect(await refusal([plan('0', '4096')])).toEqual(
      invalid('user.custom:plan: String attributes cannot have a length of more than 2048'),
    );
    expect(await refusal([plan('10', '5')])).toEqual(
      invalid('user.custom:plan: Max length cannot be less than min length.'),
    );
    expect(await refusal([plan('a', '5')])).toEqual(
      invalid('Invalid StringAttributeConstraints for schema attribute custom:plan'),
    );
  });
});

describe('AddCustomAttributes', () => {
  it('adds attributes that users can then be given, keeping the earlier ones', async () => {
    const poolId = await createPool([{ Name: 'plan', AttributeDataType: 'String' }]);
    await env.sdk.send(
      new AddCustomAttributesCommand({
        UserPoolId: poolId,
        CustomAttributes: [{ Name: 'team', AttributeDataType: 'String', Mutable: true }],
      }),
    );
    const names = (await schemaOf(poolId)).map((entry) => entry.Name);
    expect(names.slice(-2)).toEqual(['custom:plan', 'custom:team']);
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: 'member',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'custom:team', Value: 'blue' }],
      }),
    );
    const user = await env.sdk.send(
      new AdminGetUserCommand({ UserPoolId: poolId, Username: 'member' }),
    );
    expect(user.UserAttributes).toContainEqual({ Name: 'custom:team', Value: 'blue' });
  });

  it('refuses a name the pool already has, and changes nothing', async () => {
    const poolId = await createPool([{ Name: 'plan', AttributeDataType: 'String' }]);
    const before = await schemaOf(poolId);
    const error = await errorOf(
      env.sdk.send(
        new AddCustomAttributesCommand({
          UserPoolId: poolId,
          CustomAttributes: [
            { Name: 'fresh', AttributeDataType: 'String' },
            { Name: 'plan', AttributeDataType: 'Number' },
          ],
        }),
      ),
    );
    expect(error).toEqual(invalid('custom:plan: Existing attribute already has name custom:plan.'));
    expect(await schemaOf(poolId)).toEqual(before);
  });

  it('refuses more than 50 custom attributes in a pool', async () => {
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        Name: `${prefix}${index}`,
        AttributeDataType: 'String' as const,
      }));
    const poolId = await createPool(many('a', 30));
    await env.sdk.send(
      new AddCustomAttributesCommand({ UserPoolId: poolId, CustomAttributes: many('b', 20) }),
    );
    const error = await errorOf(
      env.sdk.send(
        new AddCustomAttributesCommand({ UserPoolId: poolId, CustomAttributes: many('c', 1) }),
      ),
    );
    expect(error.name).toBe('LimitExceededException');
  });
});
