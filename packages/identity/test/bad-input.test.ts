import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();

async function call(operation: string | null, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(env.harness.identity.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      ...(operation ? { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` } : {}),
      ...headers,
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    corsOrigin: response.headers.get('access-control-allow-origin'),
    requestId: response.headers.get('x-amzn-requestid'),
    body: JSON.parse(text) as { __type?: string; message?: string },
  };
}

async function usersNamed(username: string) {
  const result = await env.sdk.send(
    new ListUsersCommand({
      UserPoolId: env.harness.identity.poolId,
      Filter: `username = "${username}"`,
    }),
  );
  return result.Users ?? [];
}

function signUpBody(fields: Record<string, unknown>) {
  const person = uniqueUser('badinput');
  return {
    person,
    body: JSON.stringify({
      ClientId: env.harness.identity.clientId,
      Username: person.username,
      Password: person.password,
      ...fields,
    }),
  };
}

describe('malformed requests get a Cognito error, never a 5xx, and change nothing', () => {
  it('malformed JSON is a SerializationException', async () => {
    const result = await call('SignUp', '{"ClientId": ');
    expect(result).toMatchObject({
      status: 400,
      errorType: 'SerializationException:',
      corsOrigin: '*',
    });
    expect(result.body.__type).toBe('SerializationException');
    expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('SignUp', '[1,2]')).body.__type).toBe('SerializationException');
  });

  it.each([
    ['a missing field', { Password: undefined }, 'password'],
    ['an oversize field', { Username: 'x'.repeat(129) }, 'username'],
    [
      'a NUL character',
      { UserAttributes: [{ Name: 'custom:firstName', Value: 'a\u0000b' }] },
      'userAttributes.1.member.value',
    ],
  ])(
    '%s is an InvalidParameterException naming the field as AWS does',
    async (_case, fields, field) => {
      const { person, body } = signUpBody(fields);
      const result = await call('SignUp', body);
      expect(result.status).toBe(400);
      expect(result.body.__type).toBe('InvalidParameterException');
      expect(result.body.message).toContain(`at '${field}' failed to satisfy constraint`);
      expect(await usersNamed(person.username)).toEqual([]);
    },
  );

  it.each([
    ['a wrong type', { Username: 42 }],
    ['a wrong nested type', { UserAttributes: [{ Name: 'email', Value: 7 }] }],
    ['an object for a string', { Password: { a: 1 } }],
  ])('%s cannot be read: SerializationException, as from AWS', async (_case, fields) => {
    const { person, body } = signUpBody(fields);
    const result = await call('SignUp', body);
    expect(result.status).toBe(400);
    expect(result.body.__type).toBe('SerializationException');
    expect(await usersNamed(person.username)).toEqual([]);
  });

  it('an unknown or missing operation is an UnknownOperationException', async () => {
    expect((await call('StealEverything', '{}')).body.__type).toBe('UnknownOperationException');
    expect((await call(null, '{}')).body.__type).toBe('UnknownOperationException');
  });

  it('an unknown client is a ResourceNotFoundException', async () => {
    const { person, body } = signUpBody({ ClientId: 'nosuchclient' });
    const result = await call('SignUp', body);
    expect(result.body.__type).toBe('ResourceNotFoundException');
    expect(await usersNamed(person.username)).toEqual([]);
  });

  it('a body over 1 MiB is refused', async () => {
    const { person, body } = signUpBody({ ClientMetadata: { padding: 'x'.repeat(1024 * 1024) } });
    const result = await call('SignUp', body);
    expect(result.status).toBe(413);
    expect(result.body.__type).toBe('RequestEntityTooLargeException');
    expect(await usersNamed(person.username)).toEqual([]);
  });

  it('SRP_A that is 0, 1 or −1 mod N is refused', async () => {
    const n =
      'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
    const nMinusOne = (BigInt(`0x${n}`) - 1n).toString(16);
    for (const srpA of ['0', n, '1', nMinusOne]) {
      const result = await call(
        'InitiateAuth',
        JSON.stringify({
          AuthFlow: 'USER_SRP_AUTH',
          ClientId: env.harness.identity.clientId,
          AuthParameters: { USERNAME: 'someone', SRP_A: srpA },
        }),
      );
      expect(result.status).toBe(400);
      expect(result.body.__type).toBe('InvalidParameterException');
    }
  });

  it('forged, garbage and expired access tokens are NotAuthorized', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: '00000000-0000-4000-8000-000000000000',
      token_use: 'access',
      origin_jti: 'x',
      client_id: env.harness.identity.clientId,
      iss: `http://localhost:9229/${env.harness.identity.poolId}`,
    };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, exp: now + 60 })).toString('base64url')}.`;
    for (const token of [forged, unsigned, 'not-a-token', 'a.b.c']) {
      const result = await call('GetUser', JSON.stringify({ AccessToken: token }));
      expect(result.status).toBe(400);
      expect(result.body.__type).toBe('NotAuthorizedException');
    }
  });

  it('answers CORS preflights and puts CORS headers on errors', async () => {
    const response = await fetch(env.harness.identity.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-errortype');
  });
});

describe('concurrency', () => {
  it('of twenty simultaneous sign-ups of one username, exactly one succeeds', async () => {
    const person = uniqueUser('race');
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(
          'SignUp',
          JSON.stringify({
            ClientId: env.harness.identity.clientId,
            Username: index % 2 ? person.username.toUpperCase() : person.username,
            Password: person.password,
          }),
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 200)).toHaveLength(1);
    const failures = attempts.filter((attempt) => attempt.status !== 200);
    expect(failures.every((attempt) => attempt.body.__type === 'UsernameExistsException')).toBe(
      true,
    );
    expect(await usersNamed(person.username)).toHaveLength(1);
  });
});
