import {
  CreateUserPoolDomainCommand,
  DescribeUserPoolCommand,
  DescribeUserPoolDomainCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createSdk, errorOf } from '../sdk-fixtures.js';
import { useHostedServer } from './hosted-harness.js';

const env = useHostedServer();

describe('CreateUserPoolDomain and DescribeUserPoolDomain', () => {
  it('records a domain on the pool, described as served by the hosted domain, once per pool', async () => {
    const sdk = createSdk(env.harness.identity.url);
    const UserPoolId = env.harness.identity.poolId;
    const created = await sdk.send(
      new CreateUserPoolDomainCommand({
        Domain: 'steadfast-local',
        UserPoolId,
        ManagedLoginVersion: 2,
      }),
    );
    expect(created.ManagedLoginVersion).toBe(2);
    const { DomainDescription } = await sdk.send(
      new DescribeUserPoolDomainCommand({ Domain: 'steadfast-local' }),
    );
    expect(DomainDescription).toMatchObject({
      UserPoolId,
      Domain: 'steadfast-local',
      Status: 'ACTIVE',
      ManagedLoginVersion: 2,
      CloudFrontDistribution: new URL(env.hostedUrl).host,
    });
    const { UserPool } = await sdk.send(new DescribeUserPoolCommand({ UserPoolId }));
    expect(UserPool?.Domain).toBe('steadfast-local');
    const again = await errorOf(
      sdk.send(new CreateUserPoolDomainCommand({ Domain: 'another-one', UserPoolId })),
    );
    expect(again).toMatchObject({ name: 'InvalidParameterException' });
  });

  it('describes an unknown domain as empty, and refuses a malformed one', async () => {
    const sdk = createSdk(env.harness.identity.url);
    const unknown = await sdk.send(
      new DescribeUserPoolDomainCommand({ Domain: 'nobody-has-this' }),
    );
    expect(unknown.DomainDescription).toEqual({});
    const bad = await errorOf(
      sdk.send(new DescribeUserPoolDomainCommand({ Domain: 'Not A Domain' })),
    );
    expect(bad).toMatchObject({ name: 'InvalidParameterException' });
  });
});
