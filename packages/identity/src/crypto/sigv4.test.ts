import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { verifySigV4, type SignedRequest } from './sigv4.js';

const CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const SIGNED_AT = new Date('2025-11-02T09:05:07Z');
const BODY = JSON.stringify({ UserPoolId: 'us-east-1_SteadfastLocal', Username: 'alice' });

async function signLikeTheSdk(credentials = CREDENTIALS, body = BODY): Promise<SignedRequest> {
  const signer = new SignatureV4({
    credentials,
    region: 'us-east-1',
    service: 'cognito-idp',
    sha256: Hash.bind(null, 'sha256'),
  });
  const signed = await signer.sign(
    new HttpRequest({
      method: 'POST',
      hostname: '127.0.0.1',
      path: '/',
      headers: {
        host: '127.0.0.1:9229',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    }),
    { signingDate: SIGNED_AT },
  );
  return { method: 'POST', path: '/', headers: signed.headers, body };
}

describe('SigV4 verification', () => {
  const now = SIGNED_AT.getTime() + 60_000;

  it('accepts a request signed by @smithy/signature-v4', async () => {
    const request = await signLikeTheSdk();
    expect(verifySigV4(request, CREDENTIALS, now)).toEqual({ ok: true, region: 'us-east-1' });
    const extraHeaders = {
      ...request.headers,
      'user-agent': 'aws-sdk-js',
      connection: 'keep-alive',
    };
    expect(verifySigV4({ ...request, headers: extraHeaders }, CREDENTIALS, now)).toEqual({
      ok: true,
      region: 'us-east-1',
    });
  });

  it('refuses a tampered body, target, path or query', async () => {
    const request = await signLikeTheSdk();
    const bad = { ok: false, reason: 'bad-signature' };
    expect(
      verifySigV4({ ...request, body: BODY.replace('alice', 'bob') }, CREDENTIALS, now),
    ).toEqual(bad);
    const target = {
      ...request.headers,
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser',
    };
    expect(verifySigV4({ ...request, headers: target }, CREDENTIALS, now)).toEqual(bad);
    expect(verifySigV4({ ...request, path: '/other' }, CREDENTIALS, now)).toEqual(bad);
    expect(verifySigV4({ ...request, query: { a: 'b' } }, CREDENTIALS, now)).toEqual(bad);
    const claimedHash = { ...request.headers, 'x-amz-content-sha256': '0'.repeat(64) };
    expect(verifySigV4({ ...request, headers: claimedHash }, CREDENTIALS, now)).toEqual(bad);
  });

  it('refuses a wrong secret, an unknown key, a missing header and a stale date', async () => {
    const wrongSecret = await signLikeTheSdk({ accessKeyId: 'local', secretAccessKey: 'guess' });
    expect(verifySigV4(wrongSecret, CREDENTIALS, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const unknown = await signLikeTheSdk({ accessKeyId: 'someone', secretAccessKey: 'local' });
    expect(verifySigV4(unknown, CREDENTIALS, now)).toEqual({ ok: false, reason: 'unknown-key' });
    const request = await signLikeTheSdk();
    const { authorization: _omitted, ...withoutAuthorization } = request.headers;
    expect(verifySigV4({ ...request, headers: withoutAuthorization }, CREDENTIALS, now)).toEqual({
      ok: false,
      reason: 'missing',
    });
    const { host: _host, ...withoutSignedHost } = request.headers;
    expect(verifySigV4({ ...request, headers: withoutSignedHost }, CREDENTIALS, now)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const sixteenMinutes = 16 * 60 * 1000;
    for (const nowMs of [
      SIGNED_AT.getTime() + sixteenMinutes,
      SIGNED_AT.getTime() - sixteenMinutes,
    ]) {
      expect(verifySigV4(request, CREDENTIALS, nowMs)).toEqual({ ok: false, reason: 'expired' });
    }
  });

  it('accepts what the real Cognito SDK client signs', async () => {
    let captured: HttpRequest | undefined;
    const client = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9229',
      credentials: CREDENTIALS,
      maxAttempts: 1,
      requestHandler: {
        handle: async (request: HttpRequest) => {
          captured = request;
          throw new Error('request captured');
        },
      },
    });
    await expect(
      client.send(
        new AdminGetUserCommand({ UserPoolId: 'us-east-1_SteadfastLocal', Username: 'alice' }),
      ),
    ).rejects.toThrow('request captured');
    if (!captured) throw new Error('the SDK sent nothing');
    const headers = { ...captured.headers, host: '127.0.0.1:9229' };
    const rawBody: unknown = captured.body;
    const body =
      typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody as Uint8Array);
    const request = { method: captured.method, path: captured.path, headers, body };
    expect(verifySigV4(request, CREDENTIALS, Date.now())).toEqual({
      ok: true,
      region: 'us-east-1',
    });
    expect(verifySigV4({ ...request, body: `${request.body} ` }, CREDENTIALS, Date.now())).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });
});
