import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolsCommand,
  SignUpCommand,
  UpdateUserPoolCommand,
  type CreateUserPoolCommandInput,
  type SchemaAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createPoolFor, describePoolFor } from './pool-fixtures.js';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

const createPool = (input: Partial<CreateUserPoolCommandInput> = {}) => createPoolFor(env, input);
const describePool = (poolId: string) => describePoolFor(env, poolId);

function attribute(attributes: SchemaAttributeType[] | undefined, name: string) {
  return attributes?.find((entry) => entry.Name === name);
}

async function poolCount() {
  return (await env.sdk.send(new ListUserPoolsCommand({ MaxResults: 60 }))).UserPools?.length;
}

describe('a new pool', () => {
  it('is described as Cognito describes one: Arn in the local account, Cognito defaults', async () => {
    const poolId = await createPool();
    const pool = await describePool(poolId);
    expect(pool.Arn).toBe(`arn:aws:cognito-idp:us-east-1:000000000000:userpool/${poolId}`);
    expect(pool).toMatchObject({
      EstimatedNumberOfUsers: 0,
      MfaConfiguration: 'OFF',
      DeletionProtection: 'INACTIVE',
      LambdaConfig: {},
      UserPoolTier: 'ESSENTIALS',
      VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false, UnusedAccountValidityDays: 7 },
    });
  });

  it('lists the standard attributes with their properties, in Cognito order', async () => {
    const attributes = (await describePool(await createPool())).SchemaAttributes;
    expect(attributes?.map((entry) => entry.Name)).toEqual([
      'sub',
      'name',
      'given_name',
      'family_name',
      'middle_name',
      'nickname',
      'preferred_username',
      'profile',
      'picture',
      'website',
      'email',
      'email_verified',
      'gender',
      'birthdate',
      'zoneinfo',
      'locale',
      'phone_number',
      'phone_number_verified',
      'address',
      'updated_at',
      'identities',
    ]);
    expect(attribute(attributes, 'sub')).toEqual({
      Name: 'sub',
      AttributeDataType: 'String',
      DeveloperOnlyAttribute: false,
      Mutable: false,
      Required: true,
      StringAttributeConstraints: { MinLength: '1', MaxLength: '2048' },
    });
    expect(attribute(attributes, 'email')).toMatchObject({
      Mutable: true,
      Required: false,
      StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' },
    });
    expect(attribute(attributes, 'email_verified')).toEqual({
      Name: 'email_verified',
      AttributeDataType: 'Boolean',
      DeveloperOnlyAttribute: false,
      Mutable: true,
      Required: false,
    });
    expect(attribute(attributes, 'birthdate')?.StringAttributeConstraints).toEqual({
      MinLength: '10',
      MaxLength: '10',
    });
    expect(attribute(attributes, 'updated_at')).toMatchObject({
      AttributeDataType: 'Number',
      NumberAttributeConstraints: { MinValue: '0' },
    });
  });

  it('gets an id and Arn in the region the request was signed for', async () => {
    const frankfurt = new CognitoIdentityProviderClient({
      region: 'eu-central-1',
      endpoint: env.harness.identity.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    try {
      const created = await frankfurt.send(new CreateUserPoolCommand({ PoolName: 'frankfurt' }));
      const poolId = String(created.UserPool?.Id);
      expect(poolId).toMatch(/^eu-central-1_[0-9A-Za-z]+$/);
      expect(created.UserPool?.Arn).toBe(
        `arn:aws:cognito-idp:eu-central-1:000000000000:userpool/${poolId}`,
      );
      expect((await describePool(poolId)).Id).toBe(poolId);
    } finally {
      frankfurt.destroy();
    }
  });

  it('cannot be made by a request signed for something that is not a region', async () => {
    const nowhere = new CognitoIdentityProviderClient({
      region: 'nowhere',
      endpoint: env.harness.identity.url,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 1,
    });
    try {
      expect(await errorOf(nowhere.send(new CreateUserPoolCommand({ PoolName: 'x' })))).toEqual({
        name: 'InvalidSignatureException',
        message: 'Credential should be scoped to a valid region.',
      });
    } finally {
      nowhere.destroy();
    }
  });

  it('counts its users in EstimatedNumberOfUsers', async () => {
    const poolId = await createPool();
    for (const username of ['one', 'two']) {
      await env.sdk.send(
        new AdminCreateUserCommand({
          UserPoolId: poolId,
          Username: username,
          MessageAction: 'SUPPRESS',
        }),
      );
    }
    expect((await describePool(poolId)).EstimatedNumberOfUsers).toBe(2);
  });
});

describe('pool settings', () => {
  const lambda = 'arn:aws:lambda:us-east-1:000000000000:function:pre-sign-up';

  it('stores and describes LambdaConfig, AccountRecoverySetting, DeletionProtection and the mail settings', async () => {
    const settings = {
      LambdaConfig: { PreSignUp: lambda },
      AccountRecoverySetting: {
        RecoveryMechanisms: [{ Name: 'admin_only' as const, Priority: 1 }],
      },
      DeletionProtection: 'ACTIVE' as const,
      EmailConfiguration: {
        EmailSendingAccount: 'COGNITO_DEFAULT' as const,
        ReplyToEmailAddress: 'help@example.com',
      },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UserPoolTags: { team: 'identity' },
    };
    const poolId = await createPool(settings);
    expect(await describePool(poolId)).toMatchObject({
      ...settings,
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true, UnusedAccountValidityDays: 7 },
    });
  });

  it('refuses SignUp when AdminCreateUserConfig lets only administrators create users', async () => {
    const poolId = await createPool({ AdminCreateUserConfig: { AllowAdminCreateUserOnly: true } });
    const client = await env.sdk.send(
      new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'closed' }),
    );
    const signUp = env.sdk.send(
      new SignUpCommand({
        ClientId: String(client.UserPoolClient?.ClientId),
        Username: 'walk-in',
        Password: 'Longenough-1',
      }),
    );
    expect(await errorOf(signUp)).toEqual({
      name: 'NotAuthorizedException',
      message: 'SignUp is not permitted for this user pool',
    });
    expect((await describePool(poolId)).EstimatedNumberOfUsers).toBe(0);
  });

  it('ListUserPools shows each pool with its LambdaConfig', async () => {
    const poolId = await createPool({ LambdaConfig: { PreSignUp: lambda } });
    const listed = await env.sdk.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    const entry = listed.UserPools?.find((pool) => pool.Id === poolId);
    expect(entry?.LambdaConfig).toEqual({ PreSignUp: lambda });
    expect(listed.UserPools?.find((pool) => pool.Id === env.poolId)?.LambdaConfig).toEqual({});
  });

  it('keeps the two names of each verification message in step', async () => {
    const poolId = await createPool({
      VerificationMessageTemplate: {
        EmailMessage: 'Your code: {####}',
        EmailSubject: 'Welcome',
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
      },
      SmsVerificationMessage: 'Code {####}',
    });
    expect(await describePool(poolId)).toMatchObject({
      EmailVerificationMessage: 'Your code: {####}',
      EmailVerificationSubject: 'Welcome',
      SmsVerificationMessage: 'Code {####}',
      VerificationMessageTemplate: {
        EmailMessage: 'Your code: {####}',
        EmailSubject: 'Welcome',
        SmsMessage: 'Code {####}',
        DefaultEmailOption: 'CONFIRM_WITH_CODE',
      },
    });
  });

  it('refuses a verification message without the {####} placeholder', async () => {
    const before = await poolCount();
    const error = await errorOf(createPool({ EmailVerificationMessage: 'no code here' }));
    expect(error.name).toBe('InvalidParameterException');
    expect(await poolCount()).toBe(before);
  });

  it('UpdateUserPool stores new settings and leaves the schema as it was', async () => {
    const poolId = await createPool({
      Schema: [{ Name: 'plan', AttributeDataType: 'String' }],
    });
    await env.sdk.send(
      new UpdateUserPoolCommand({
        UserPoolId: poolId,
        LambdaConfig: { PostConfirmation: lambda },
        AccountRecoverySetting: {
          RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
        },
        EmailVerificationSubject: 'Confirm',
      }),
    );
    const pool = await describePool(poolId);
    expect(pool.LambdaConfig).toEqual({ PostConfirmation: lambda });
    expect(pool.AccountRecoverySetting?.RecoveryMechanisms).toEqual([
      { Name: 'verified_email', Priority: 1 },
    ]);
    expect(pool.EmailVerificationSubject).toBe('Confirm');
    expect(attribute(pool.SchemaAttributes, 'custom:plan')).toBeDefined();
  });

  it('describes the default pool, stored without these settings, with Cognito defaults filled in', async () => {
    const pool = await describePool(env.poolId);
    expect(pool).toMatchObject({
      Id: 'us-east-1_SteadfastLocal',
      Arn: 'arn:aws:cognito-idp:us-east-1:000000000000:userpool/us-east-1_SteadfastLocal',
      MfaConfiguration: 'ON',
      DeletionProtection: 'INACTIVE',
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
    expect(attribute(pool.SchemaAttributes, 'custom:firstName')).toEqual({
      Name: 'custom:firstName',
      AttributeDataType: 'String',
      DeveloperOnlyAttribute: false,
      Mutable: true,
      Required: false,
      StringAttributeConstraints: { MinLength: '0', MaxLength: '256' },
    });
    expect(attribute(pool.SchemaAttributes, 'email')).toBeDefined();
  });
});
