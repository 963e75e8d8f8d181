import fc from 'fast-check';
import type { Field, OperationShape } from './fuzz-shapes.js';
import {
  anyJsonText,
  brokenValue,
  damagedCredential,
  deepNesting,
  jsonText,
  oddString,
  validValue,
  type FuzzContext,
} from './fuzz-values.js';

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

function operationRequest(
  shape: OperationShape,
  label: string,
  body: string,
  signing: Signing = 'valid',
) {
  return fuzzRequest({
    label,
    method: 'POST',
    path: '/',
    target: `${targetPrefix}${shape.name}`,
    contentType: 'application/x-amz-json-1.1',
    body,
    signing: shape.access === 'admin' ? signing : 'none',
  });
}

const objectText = (entries: Array<[string, string]>) =>
  `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(',')}}`;

const identityKinds = new Set(['session', 'accessToken', 'refreshToken']);

/** Every declared field valid, except optional tokens and sessions, which are left out. */
function validEntries(shape: OperationShape, context: FuzzContext, except: string) {
  const fields = Object.entries(shape.fields).filter(
    ([name, field]) => name !== except && (field.required || !identityKinds.has(field.kind)),
  );
  return fc.tuple(
    ...fields.map(([name, field]) =>
      fc.tuple(
        fc.constant(name),
        field.required
          ? validValue(field, context).map((v): string | null => v)
          : fc.option(validValue(field, context), { nil: null }),
      ),
    ),
  );
}

const extraFields = (shape: OperationShape) =>
  fc.array(
    fc.tuple(
      fc
        .oneof(oddString, fc.constantFrom('__proto__', 'constructor', 'toString', ''))
        .filter((name) => !(name in shape.fields)),
      anyJsonText,
    ),
    { maxLength: 3 },
  );

/**
 * Requests the operation's schema must refuse: at least one declared field of the wrong type,
 * out of its limits, holding a NUL, or (when required) missing, whatever the rest holds.
 */
export function malformedInput(
  shape: OperationShape,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(shape.fields);
  return fc
    .constantFrom(...names)
    .chain((broken) => {
      const field = shape.fields[broken] as Field;
      const breaking = field.required
        ? fc.option(brokenValue(field, context), { nil: null, freq: 6 })
        : brokenValue(field, context);
      return fc.tuple(
        fc.constant(broken),
        breaking,
        validEntries(shape, context, broken),
        extraFields(shape),
      );
    })
    .map(([broken, value, valid, extra]) => {
      const entries = valid.filter((entry): entry is [string, string] => entry[1] !== null);
      if (value !== null) entries.push([broken, value]);
      const label = value === null ? `${broken} missing` : `${broken} broken`;
      return operationRequest(shape, label, objectText([...entries, ...extra]));
    });
}

const unknownClientId = fc.stringMatching(/^[a-z0-9]{26}$/);

/**
 * Well-formed requests that name the wrong party: an unknown client, a damaged or wrong-kind
 * token or session, or an admin call whose signature does not hold.
 */
export function wrongIdentity(
  shape: OperationShape,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> | null {
  const candidates: Array<fc.Arbitrary<FuzzRequest>> = [];
  for (const [name, field] of Object.entries(shape.fields)) {
    let wrong: fc.Arbitrary<string> | null = null;
    if (field.kind === 'clientId')
      wrong = jsonText(unknownClientId.filter((id) => id !== context.clientId));
    if (field.kind === 'accessToken')
      wrong = jsonText(
        damagedCredential(context.accessTokens, [...context.otherTokens, ...context.refreshTokens]),
      );
    if (field.kind === 'refreshToken')
      wrong = jsonText(damagedCredential(context.refreshTokens, context.accessTokens));
    if (field.kind === 'session')
      wrong = jsonText(damagedCredential(context.sessions, context.refreshTokens));
    if (!wrong || shape.access === 'admin') continue;
    candidates.push(
      fc.tuple(wrong, validEntries(shape, context, name)).map(([value, valid]) => {
        const entries = valid.filter((entry): entry is [string, string] => entry[1] !== null);
        return operationRequest(shape, `${name} wrong`, objectText([...entries, [name, value]]));
      }),
    );
  }
  if (shape.access === 'admin') {
    candidates.push(
      fc
        .tuple(
          fc.constantFrom<Signing>(
            'none',
            'unknown-key',
            'wrong-secret',
            'body-changed',
            'expired',
          ),
          validEntries(shape, context, ''),
        )
        .map(([signing, valid]) => {
          const entries = valid.filter((entry): entry is [string, string] => entry[1] !== null);
          return operationRequest(shape, `signature ${signing}`, objectText(entries), signing);
        }),
    );
  }
  return candidates.length > 0 ? fc.oneof(...candidates) : null;
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
const path = fc.oneof(
  { weight: 2, arbitrary: fc.constant('/') },
  fc.constantFrom(...oddPaths),
  fc.webPath(),
);
const contentType = fc.constantFrom<string | null>(
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
      'AWSCognitoIdentityService.GetId',
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
  return fc.tuple(parts, path, contentType).map(([part, requestPath, type]) =>
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

/**
 * Input the schema accepts, optional fields mostly present, strings often full of odd
 * characters (lone surrogates, bidi controls, emoji): they get past validation to the store.
 */
export function wellFormedInput(
  shape: OperationShape,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const field = ([name, kind]: [string, Field]) =>
    fc.tuple(
      fc.constant(name),
      kind.required
        ? validValue(kind, context)
        : fc.option(validValue(kind, context), { nil: null, freq: 4 }),
    );
  return fc.tuple(...Object.entries(shape.fields).map(field)).map((fields) => {
    const entries = fields.filter((entry): entry is [string, string] => entry[1] !== null);
    return operationRequest(shape, 'well-formed', objectText(entries));
  });
}

/**
 * Near-valid input, which may well be accepted: each field valid, broken, damaged or any JSON,
 * extra and repeated fields, odd paths and content types; admin calls signed.
 */
export function nearValidInput(
  shape: OperationShape,
  context: FuzzContext,
): fc.Arbitrary<FuzzRequest> {
  const field = ([name, kind]: [string, Field]) => {
    const choices = [
      { weight: 5, arbitrary: validValue(kind, context) },
      { weight: 2, arbitrary: brokenValue(kind, context) },
      { weight: 1, arbitrary: anyJsonText },
      ...(kind.kind === 'accessToken' || kind.kind === 'refreshToken' || kind.kind === 'session'
        ? [
            {
              weight: 2,
              arbitrary: jsonText(
                damagedCredential(
                  [...context.accessTokens, ...context.sessions],
                  context.refreshTokens,
                ),
              ),
            },
          ]
        : []),
    ];
    return fc.tuple(
      fc.constant(name),
      kind.required
        ? fc.oneof(...choices)
        : fc.option(fc.oneof(...choices), { nil: null, freq: 3 }),
    );
  };
  return fc
    .tuple(
      fc.tuple(...Object.entries(shape.fields).map(field)),
      fc.array(fc.tuple(fc.constantFrom(...Object.keys(shape.fields)), anyJsonText), {
        maxLength: 1,
      }),
      extraFields(shape),
      path,
      contentType,
    )
    .map(([fields, repeated, extra, requestPath, type]) => {
      const entries = fields.filter((entry): entry is [string, string] => entry[1] !== null);
      const request = operationRequest(
        shape,
        'near-valid',
        objectText([...entries, ...repeated, ...extra]),
      );
      return fuzzRequest({ ...request, path: requestPath, contentType: type });
    });
}
