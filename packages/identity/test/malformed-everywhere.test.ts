import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type RunningIdentityServer } from '../src/index.js';
import { createOperationRegistry } from '../src/operations/registry.js';

let server: RunningIdentityServer;
const signer = new SignatureV4({
  service: 'cognito-idp',
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  sha256: Hash.bind(null, 'sha256'),
});

beforeAll(async () => {
  server = await startIdentityServer({
    port: 0,
    dataDir: 'memory://',
    logLevel: 'silent',
    srpWorkers: 0,
    smtpUrl: 'smtp://127.0.0.1:9',
  });
});

afterAll(() => server.close());

/** Values of every wrong kind for the fields operations commonly take. */
const junkBodies = [
  {},
  { ClientId: 42, Username: ['x'], AccessToken: {}, Session: null, UserPoolId: true },
  {
    ClientId: 'nosuchclient',
    Username: 'u'.repeat(500),
    AccessToken: 'e30.e30.e30',
    Session: 's'.repeat(30),
    UserPoolId: 'us-east-1_Nope',
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: 'x', SRP_A: 'zz' },
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeResponses: { USERNAME: 7 },
    UserAttributes: [{ Name: '', Value: 'x' }],
    Filter: 'email = "',
    Limit: -1,
  },
];

async function send(name: string, admin: boolean, body: object) {
  const url = new URL(server.url);
  const text = JSON.stringify(body);
  let request = new HttpRequest({
    method: 'POST',
    protocol: 'http:',
    hostname: url.hostname,
    port: Number(url.port),
    path: '/',
    headers: {
      host: url.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${name}`,
    },
    body: text,
  });
  if (admin) request = (await signer.sign(request)) as HttpRequest;
  const response = await fetch(server.url, {
    method: 'POST',
    headers: request.headers,
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { __type?: string } };
}

describe('every operation', () => {
  it('answers malformed input with a 4xx Cognito error, never a 5xx', async () => {
    for (const operation of createOperationRegistry().values()) {
      for (const body of junkBodies) {
        const result = await send(operation.name, operation.access === 'admin', body);
        expect(
          result.status,
          `${operation.name} ${JSON.stringify(body).slice(0, 60)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(
          result.status,
          `${operation.name} ${JSON.stringify(body).slice(0, 60)}`,
        ).toBeLessThan(500);
        expect(result.body.__type).toMatch(/Exception$/);
        // Signed admin calls must get past authentication to the input checks.
        expect(result.body.__type).not.toMatch(
          /Signature|MissingAuthentication|UnrecognizedClient/,
        );
      }
    }
  });
});
