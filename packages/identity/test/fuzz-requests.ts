/**
 * The HTTP requests the fuzz test (and the soak bench) send as they are, and the malformed ones
 * that no operation may run: other methods, unknown targets, non-object bodies, oversize bodies.
 */
import fc from 'fast-check';
import { anyJsonText, deepNesting } from './fuzz-values.js';

export type Signing =
  'valid' | 'none' | 'unknown-key' | 'wrong-secret' | 'body-changed' | 'expired';

/** One HTTP request to send as it is; `target` is the X-Amz-Target header (null: none). */
export interface FuzzRequest {
  /** What was done to make it, for the failure report. */
  label: string;
  method: string;
  path: string;
  target: string | null;
  contentType: string | null;
  body: string | Uint8Array;
  signing: Signing;
  /** A Content-Length header that does not match the body (the server must not wait for it). */
  declaredLength?: number;
}

export const targetPrefix = 'AWSCognitoIdentityProviderService.';

function describe(request: FuzzRequest): string {
  const body =
    typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString('latin1');
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} characters)` : body;
  return `${request.method} ${request.path} target=${JSON.stringify(request.target)} signing=${request.signing} content-type=${JSON.stringify(request.contentType)}${request.declaredLength === undefined ? '' : ` content-length=${request.declaredLength}`} [${request.label}] body=${JSON.stringify(shown)}`;
}

export function fuzzRequest(request: FuzzRequest): FuzzRequest {
  return Object.assign(request, {
    [fc.toStringMethod]: () => describe(request),
    toString: () => describe(request),
  });
}

export const oddPaths = [
  '//[',
  '//a:99999999',
  'http://[',
  '//%zz',
  '/%',
  '/%00',
  '*',
  'http://example.com/',
  '/?a=%zz&b',
  '/..%2f..%2f',
  '//',
  '/#fragment',
  '/us-east-1_SteadfastLocal/.well-known/jwks.json',
  '/us-east-1_Nope/.well-known/openid-configuration',
  `/${'a'.repeat(4000)}`,
];
export const requestPath = fc.oneof(
  { weight: 2, arbitrary: fc.constant('/') },
  fc.constantFrom(...oddPaths),
  fc.webPath(),
);
export const contentType = fc.constantFrom<string | null>(
  null,
  'application/x-amz-json-1.1',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/x-amz-json-1.1; charset=latin1',
);

const wrongTargets = (operations: string[]) =>
  fc.oneof(
    fc.constantFrom<string | null>(
      null,
      '',
      'AWSCognitoIdentityProviderService',
      `${targetPrefix}`,
      `${targetPrefix}__proto__`,
      `${targetPrefix}constructor`,
      `${targetPrefix}hasOwnProperty`,
      `${targetPrefix}StealEverything`,
      `awscognitoidentityproviderservice.SignUp`,
      `${targetPrefix}signUp`,
      `.${targetPrefix}SignUp`,
      `${targetPrefix}SignUp, ${targetPrefix}SignUp`,
      `${targetPrefix}Sign\u00e9Up`,
      // A user-pool operation under the identity-pool service's prefix (which has no SignUp).
      'AWSCognitoIdentityService.SignUp',
    ),
    fc
      .string({ unit: 'grapheme-ascii', maxLength: 40 })
      .map((name) => `${targetPrefix}${name}`)
      .filter((target) => !operations.includes(target.slice(targetPrefix.length))),
  );

/** Bodies that are not a JSON object: broken JSON, other JSON values, stray bytes. */
const notAJsonObject = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"ClientId": ',
      '[1,2]',
      'null',
      '1',
      '"x"',
      'true',
      '{"a":1,}',
      "{'a':1}",
      '\ufeff{}',
      'NaN',
      '{"a":01}',
      '{"a":"\\ud800"',
      '{"a":"\\x"}',
      '}{',
      '{}{}',
    ),
    fc.string({ unit: 'binary', maxLength: 64 }),
    deepNesting.map((text) => text.slice(0, Math.ceil(text.length / 2))),
    deepNesting.filter((text) => text.startsWith('[')),
    fc.uint8Array({ maxLength: 64 }).map((bytes): string | Uint8Array => bytes),
  )
  .filter((body) => !isJsonObject(body));

function isJsonObject(body: string | Uint8Array): boolean {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
  if (text === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * Requests refused before any operation runs: a method other than POST, an unknown or missing
 * X-Amz-Target, a body that is not a JSON object, or a body over 1 MiB; on odd request targets.
 */
export function malformedRequest(operations: string[]): fc.Arbitrary<FuzzRequest> {
  const validTarget = fc.constantFrom(...operations.map((name) => `${targetPrefix}${name}`));
  const anyTarget = fc.oneof(validTarget, wrongTargets(operations));
  const someBody = fc.oneof(
    anyJsonText.map((text) => `{"ClientId":${text}}`),
    notAJsonObject,
  );
  const parts = fc.oneof(
    fc.record({
      reason: fc.constant('method'),
      method: fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
      target: anyTarget,
      body: someBody,
      declaredLength: fc.constant(undefined),
    }),
    fc.record({
      reason: fc.constant('target'),
      method: fc.constant('POST'),
      target: wrongTargets(operations),
      body: someBody,
      declaredLength: fc.constant(undefined),
    }),
    fc.record({
      reason: fc.constant('body'),
      method: fc.constant('POST'),
      target: anyTarget,
      body: notAJsonObject,
      declaredLength: fc.constant(undefined),
    }),
    fc.record({
      reason: fc.constant('too large'),
      method: fc.constant('POST'),
      target: anyTarget,
      body: fc.constant('{}'),
      declaredLength: fc.constantFrom(1024 * 1024 + 1, 99_999_999_999),
    }),
    fc.record({
      reason: fc.constant('too large'),
      method: fc.constant('POST'),
      target: anyTarget,
      body: fc
        .integer({ min: 1, max: 4096 })
        .map((extra) => `{"a":"${'x'.repeat(1024 * 1024 + extra)}"}`),
      declaredLength: fc.constant(undefined),
    }),
  );
  return fc.tuple(parts, requestPath, contentType).map(([part, requestPath, type]) =>
    fuzzRequest({
      label: `refused by ${part.reason}`,
      method: part.method,
      path: requestPath,
      target: part.target,
      contentType: type,
      body: part.body,
      signing: 'none',
      ...(part.declaredLength === undefined ? {} : { declaredLength: part.declaredLength }),
    }),
  );
}
