import { GetIdCommand, type CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityPoolOperations } from '../src/identity-pools/registry.js';
import {
  createIdentityClient,
  createIdentityPoolFor,
  createSignInPool,
} from './identity-pool-fixtures.js';
import { useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();
let identity: CognitoIdentityClient;
let guestPoolId: string;
let guestId: string;

beforeAll(async () => {
  identity = createIdentityClient(env.harness.identity.url);
  guestPoolId = await createIdentityPoolFor(identity, await createSignInPool(env), true);
  guestId = String(
    (await identity.send(new GetIdCommand({ IdentityPoolId: guestPoolId }))).IdentityId,
  );
});
afterAll(() => identity?.destroy());

const signer = new SignatureV4({
  service: 'cognito-identity',
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  sha256: Hash.bind(null, 'sha256'),
});

/** A raw request, signed as the SDK signs admin calls, with a body the SDK would not send. */
async function send(operation: string, body: string) {
  const url = new URL(env.harness.identity.url);
  const signed = await signer.sign(
    new HttpRequest({
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: '/',
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityService.${operation}`,
      },
      body,
    }),
  );
  const response = await fetch(url, { method: 'POST', headers: signed.headers, body });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    requestId: response.headers.get('x-amzn-requestid'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

type Expected = 'InvalidParameterException' | 'SerializationException';
type Case = [description: string, fields: Record<string, unknown>, expected: Expected];

const poolId = (): string => guestPoolId;
const tooManyLogins = () =>
  Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`host/us-east-1_P${index}`, 'x']));
const idCases = (member: string, valid: () => string): Case[] => [
  [`${member} missing`, { [member]: undefined }, 'InvalidParameterException'],
  [`${member} a number`, { [member]: 42 }, 'SerializationException'],
  [`${member} empty`, { [member]: '' }, 'InvalidParameterException'],
  [`${member} without a region`, { [member]: 'abc' }, 'InvalidParameterException'],
  [
    `${member} over 55 characters`,
    { [member]: `${valid()}${'0'.repeat(20)}` },
    'InvalidParameterException',
  ],
];
const loginCases: Case[] = [
  ['Logins a list', { Logins: ['token'] }, 'SerializationException'],
  [
    'a Logins token empty',
    { Logins: { 'localhost/us-east-1_X': '' } },
    'InvalidParameterException',
  ],
  ['a Logins token a number', { Logins: { 'localhost/us-east-1_X': 7 } }, 'SerializationException'],
  [
    'a Logins key over 128 characters',
    { Logins: { ['k'.repeat(129)]: 'x' } },
    'InvalidParameterException',
  ],
  ['more than 10 Logins', { Logins: tooManyLogins() }, 'InvalidParameterException'],
];
const newPool = { IdentityPoolName: 'bad input', AllowUnauthenticatedIdentities: false };

/** Each new operation: a valid body and what changing one member of it must get. */
const shapes: Record<string, { valid: () => Record<string, unknown>; cases: Case[] }> = {
  GetId: {
    valid: () => ({ IdentityPoolId: poolId() }),
    cases: [
      ...idCases('IdentityPoolId', poolId),
      ...loginCases,
      ['AccountId not digits', { AccountId: 'abc' }, 'InvalidParameterException'],
    ],
  },
  GetCredentialsForIdentity: {
    valid: () => ({ IdentityId: guestId }),
    cases: [
      ...idCases('IdentityId', () => guestId),
      ...loginCases,
      [
        'CustomRoleArn under 20 characters',
        { CustomRoleArn: 'arn:aws:iam' },
        'InvalidParameterException',
      ],
    ],
  },
  CreateIdentityPool: {
    valid: () => newPool,
    cases: [
      ['IdentityPoolName missing', { IdentityPoolName: undefined }, 'InvalidParameterException'],
      ['IdentityPoolName with a slash', { IdentityPoolName: 'a/b' }, 'InvalidParameterException'],
      [
        'IdentityPoolName over 128 characters',
        { IdentityPoolName: 'n'.repeat(129) },
        'InvalidParameterException',
      ],
      [
        'AllowUnauthenticatedIdentities missing',
        { AllowUnauthenticatedIdentities: undefined },
        'InvalidParameterException',
      ],
      [
        'AllowUnauthenticatedIdentities a string',
        { AllowUnauthenticatedIdentities: 'yes' },
        'SerializationException',
      ],
      [
        'CognitoIdentityProviders an object',
        { CognitoIdentityProviders: {} },
        'SerializationException',
      ],
      [
        'a provider ClientId with a dash',
        { CognitoIdentityProviders: [{ ProviderName: 'localhost/us-east-1_X', ClientId: 'a-b' }] },
        'InvalidParameterException',
      ],
      [
        'a provider without ProviderName',
        { CognitoIdentityProviders: [{ ClientId: 'abc' }] },
        'InvalidParameterException',
      ],
      [
        'OpenIdConnectProviderARNs with a short ARN',
        { OpenIdConnectProviderARNs: ['arn'] },
        'InvalidParameterException',
      ],
      [
        'DeveloperProviderName with a space',
        { DeveloperProviderName: 'a b' },
        'InvalidParameterException',
      ],
    ],
  },
  DescribeIdentityPool: {
    valid: () => ({ IdentityPoolId: poolId() }),
    cases: idCases('IdentityPoolId', poolId),
  },
  DeleteIdentityPool: {
    valid: () => ({ IdentityPoolId: poolId() }),
    cases: idCases('IdentityPoolId', poolId),
  },
  ListIdentityPools: {
    valid: () => ({ MaxResults: 60 }),
    cases: [
      ['MaxResults missing', { MaxResults: undefined }, 'InvalidParameterException'],
      ['MaxResults 0', { MaxResults: 0 }, 'InvalidParameterException'],
      ['MaxResults 61', { MaxResults: 61 }, 'InvalidParameterException'],
      ['MaxResults a string', { MaxResults: '5' }, 'SerializationException'],
      ['NextToken not one of ours', { NextToken: 'not-a-token!' }, 'InvalidParameterException'],
    ],
  },
};

/** Everything a bad request could have changed: the pools and the guest's identity. */
async function state() {
  const list = await send('ListIdentityPools', JSON.stringify({ MaxResults: 60 }));
  const guest = await send('GetCredentialsForIdentity', JSON.stringify({ IdentityId: guestId }));
  const pool = await send('DescribeIdentityPool', JSON.stringify({ IdentityPoolId: guestPoolId }));
  return { pools: list.body, guest: guest.body.IdentityId, pool: pool.body };
}

describe('bad input to the identity-pool operations: a 400 naming the problem, and no change', () => {
  it('has bad-input cases for every identity-pool operation', () => {
    expect(Object.keys(shapes).sort()).toEqual(identityPoolOperations.map((op) => op.name).sort());
  });

  for (const [operation, shape] of Object.entries(shapes)) {
    it(`${operation} refuses each malformed member and bodies that are not a JSON object`, async () => {
      const before = await state();
      for (const [description, fields, expected] of shape.cases) {
        const body = JSON.stringify({ ...shape.valid(), ...fields });
        const { status, errorType } = await send(operation, body);
        expect({ description, status, errorType }).toEqual({
          description,
          status: 400,
          errorType: `${expected}:`,
        });
      }
      for (const body of ['[]', 'null', '"text"', '{"IdentityPoolId":']) {
        const { status, errorType } = await send(operation, body);
        expect({ body, status, errorType }).toEqual({
          body,
          status: 400,
          errorType: 'SerializationException:',
        });
      }
      expect(before.guest).toBe(guestId);
      expect(await state()).toEqual(before);
    });
  }
});

/** The members of every identity-pool operation, and a few that none has. */
const memberNames = [
  ...new Set(Object.values(shapes).flatMap((shape) => Object.keys(shape.valid()))),
  ...['Logins', 'AccountId', 'CustomRoleArn', 'CognitoIdentityProviders', 'NextToken'],
  ...['IdentityPoolTags', 'SupportedLoginProviders', '__proto__', 'constructor'],
];
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('us-east-1:', ':', 'us-east-1:ffff', 'x'.repeat(60_000), '', -1, 1e308),
);

describe('identity-pool operations under random input', () => {
  it.each(identityPoolOperations.map((operation) => operation.name))(
    '%s answers random members and values with a complete answer under 500',
    async (operation) => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.constantFrom(...memberNames), oddValue), async (body) => {
          const {
            status,
            errorType,
            requestId,
            body: answer,
          } = await send(operation, JSON.stringify(body));
          expect(status).toBeLessThan(500);
          expect(requestId).toBeTruthy();
          if (status >= 400) {
            expect(errorType).toBe(`${String(answer.__type)}:`);
            expect(typeof answer.message).toBe('string');
          }
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );
});
