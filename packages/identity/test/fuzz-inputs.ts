import fc from 'fast-check';
import type { Field, OperationShape } from './fuzz-shapes.js';
import {
  anyJsonText,
  brokenValue,
  damagedCredential,
  jsonText,
  oddString,
  validValue,
  type FuzzContext,
} from './fuzz-values.js';
import {
  contentType,
  fuzzRequest,
  requestPath,
  targetPrefix,
  type FuzzRequest,
  type Signing,
} from './fuzz-requests.js';

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
      requestPath,
      contentType,
    )
    .map(([fields, repeated, extra, path, type]) => {
      const entries = fields.filter((entry): entry is [string, string] => entry[1] !== null);
      const request = operationRequest(
        shape,
        'near-valid',
        objectText([...entries, ...repeated, ...extra]),
      );
      return fuzzRequest({ ...request, path, contentType: type });
    });
}
