import fc from 'fast-check';
import type { Field, FieldKind } from './fuzz-shapes.js';

/**
 * Field values for the fuzz test, as JSON text rather than JavaScript values: a body may nest
 * deeper than JSON.stringify can recurse, and `"\ud800"` must reach the server as the escape
 * that JSON.parse turns into a lone surrogate.
 */
export interface FuzzContext {
  poolId: string;
  clientId: string;
  /** Users that exist, so requests reach the code that looks them up. */
  usernames: string[];
  accessTokens: string[];
  /** ID tokens and other real tokens that are the wrong kind wherever a token is expected. */
  otherTokens: string[];
  refreshTokens: string[];
  /** Live challenge sessions (stored and sealed). */
  sessions: string[];
}

const json = (value: unknown) => JSON.stringify(value);
export const jsonText = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary.map(json);

const oddCharacters = [
  '\ud800', // lone high surrogate
  '\udc00', // lone low surrogate
  '\udfff',
  '\u0000',
  '\ufffe',
  '\u202e', // right-to-left override
  '\u200b', // zero-width space
  '\u0301', // combining acute accent
  '\u2028',
  '\t',
  ' ',
  '"',
  '\\',
  '%',
  '😀',
];

/** Short strings heavy in the characters that break encoders, regular expressions and SQL. */
export const oddString = fc.oneof(
  fc.string({ unit: fc.constantFrom(...oddCharacters), minLength: 1, maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc
    .tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(...oddCharacters),
      fc.string({ maxLength: 8 }),
    )
    .map((parts) => parts.join('')),
);

/** Up to 900 KB of JSON text of one character, so a body stays under the server's 1 MiB limit. */
const jsonBytesPerUnit: Record<string, number> = { x: 1, é: 2, '\ud800': 6, '😀': 4 };
export const hugeString = fc
  .tuple(fc.integer({ min: 300, max: 900_000 }), fc.constantFrom('x', 'é', '\ud800', '😀'))
  .map(([bytes, unit]) =>
    unit.repeat(Math.max(1, Math.floor(bytes / (jsonBytesPerUnit[unit] ?? 1)))),
  );

/** `[[[…]]]` or `{"a":{"a":…}}` nested up to 150,000 deep (stack overflows in recursive code). */
export const deepNesting = fc
  .tuple(
    fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 5_000, max: 150_000 })),
    fc.boolean(),
  )
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Any JSON value text, weighted towards the awkward ones. */
export const anyJsonText: fc.Arbitrary<string> = fc.oneof(
  jsonText(oddString),
  jsonText(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))),
  fc.constantFrom(
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '0',
    '-0',
    '1e400',
    '-1e-400',
    '1'.repeat(40),
  ),
  jsonText(fc.jsonValue({ maxDepth: 3 })),
  jsonText(hugeString),
  deepNesting,
);

/** A JSON value of a type no string field accepts. */
const notAString = fc.oneof(
  jsonText(fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }))),
  fc.constantFrom('null', '{}', '{"S":"x"}', '1.5', '1e400'),
  deepNesting,
);
const notAnObject = fc.oneof(
  jsonText(
    fc.oneof(fc.integer(), fc.boolean(), oddString, fc.array(fc.string(), { maxLength: 3 })),
  ),
  fc.constantFrom('null'),
  deepNesting.filter((text) => text.startsWith('[')),
);

function withNul(valid: fc.Arbitrary<string>) {
  return fc.tuple(valid, fc.nat()).map(([text, at]) => {
    const index = at % (text.length + 1);
    return json(`${text.slice(0, index)}\u0000${text.slice(index)}`);
  });
}

/** Odd characters between ordinary ones: valid wherever any string is (no NUL). */
const oddInsideMaxLength = 8;
const oddInside = fc.string({
  unit: fc.constantFrom(...oddCharacters.filter((character) => character !== '\u0000'), 'a'),
  minLength: 1,
  maxLength: oddInsideMaxLength,
});

const username = (context: FuzzContext) =>
  fc.oneof(
    fc.constantFrom(...context.usernames),
    fc.stringMatching(/^[a-z0-9]{1,12}$/).map((name) => `fz${name}`),
  );
const sixDigits = fc.stringMatching(/^[0-9]{6}$/);

/** Values the field's schema accepts (they may still be wrong for the server's state). */
export function validValue(field: FieldKind, context: FuzzContext): fc.Arbitrary<string> {
  switch (field.kind) {
    case 'clientId':
      return fc.constant(json(context.clientId));
    case 'username':
      return jsonText(username(context));
    case 'password':
      return fc.oneof(
        fc.constantFrom(json('Correct-Horse-1'), json('Another-Pass-2!')),
        jsonText(oddInside.map((inside) => `Passw${inside}1!`)),
      );
    case 'confirmationCode':
    case 'totpCode':
      return jsonText(sixDigits);
    case 'session':
      return jsonText(fc.constantFrom(...context.sessions));
    case 'accessToken':
      return jsonText(fc.constantFrom(...context.accessTokens));
    case 'refreshToken':
      return jsonText(fc.constantFrom(...context.refreshTokens));
    case 'poolId':
      return fc.constant(json(context.poolId));
    case 'attributes':
      return fc.oneof(
        fc.constantFrom(
          json([{ Name: 'custom:firstName', Value: 'Ada' }]),
          json([{ Name: 'email', Value: 'fuzz@example.com' }]),
        ),
        {
          weight: 3,
          arbitrary: jsonText(
            fc
              .tuple(fc.constantFrom('custom:firstName', 'custom:lastName', 'email'), oddInside)
              .map(([name, value]) => [{ Name: name, Value: value }]),
          ),
        },
      );
    case 'attributeName':
      return fc.constantFrom(json('email'), json('custom:firstName'));
    case 'attributeNames':
      // Names the fixtures can lose without breaking later requests.
      return jsonText(fc.subarray(['custom:firstName', 'custom:lastName', 'nickname']));
    case 'stringMap':
      return jsonText(
        fc.record(
          {
            USERNAME: fc.oneof(username(context), oddInside),
            note: oddInside,
            SRP_A: fc.constantFrom('2', 'abcdef0123456789'),
            PASSWORD: fc.constant('Correct-Horse-1'),
            REFRESH_TOKEN: fc.constantFrom(...context.refreshTokens),
            SOFTWARE_TOKEN_MFA_CODE: sixDigits,
            NEW_PASSWORD: fc.constant('Another-Pass-2!'),
          },
          { requiredKeys: [] },
        ),
      );
    case 'mfaSettings':
      return jsonText(fc.record({ Enabled: fc.boolean(), PreferredMfa: fc.boolean() }));
    case 'object':
      return fc.constant('{}');
    case 'boolean':
      return jsonText(fc.boolean());
    case 'text':
      return jsonText(
        fc.oneof(
          fc.constantFrom(...field.valid),
          fc.string({ unit: 'grapheme-ascii', minLength: field.min, maxLength: field.min + 16 }),
          // Only where some odd strings are long enough: a filter that never passes never ends.
          ...(field.min <= oddInsideMaxLength
            ? [
                oddInside.filter(
                  (inside) => inside.length >= field.min && inside.length <= field.max,
                ),
              ]
            : []),
        ),
      );
    case 'integer':
      return jsonText(fc.integer({ min: field.min, max: field.max }));
    case 'enum':
      return jsonText(fc.constantFrom(...field.values));
    case 'enumList':
      return jsonText(
        fc.subarray([...field.values], {
          maxLength: Math.min(field.max, field.values.length),
        }),
      );
  }
}

/** Strings that break each string kind's own constraint (length or pattern). */
const badStrings: Partial<Record<FieldKind['kind'], string[]>> = {
  clientId: ['', 'a'.repeat(129), 'bad-id', 'has space', '\ud800', 'ünïcode'],
  username: ['', 'x'.repeat(129), 'has space', '\ud800abc', 'a\udc00', '\u200b', 'tab\there'],
  password: ['', ' leading', 'trailing ', 'x'.repeat(257)],
  confirmationCode: ['', '12 34', 'x'.repeat(2049)],
  totpCode: ['12345', '1234567', 'abcdef', '١٢٣٤٥٦', '12345\ud800'],
  session: ['', 'short', 'x'.repeat(2049)],
  accessToken: ['', 'a b', 'tok\ud800en', 'é', '<script>', 'x'.repeat(16_385)],
  refreshToken: ['', 'a b', 'tok\udc00en', 'é', 'x'.repeat(16_385)],
  poolId: ['', 'nounderscore', 'us-east-1_', `${'a'.repeat(50)}_abcdef`, 'us east_1', '\ud800_a'],
  attributeName: ['', 'x'.repeat(33)],
};

const stringKinds = new Set<FieldKind['kind']>([
  ...(Object.keys(badStrings) as FieldKind['kind'][]),
  'text',
]);

/** Values the field's schema must refuse, whatever the other fields hold. */
export function brokenValue(field: FieldKind, context: FuzzContext): fc.Arbitrary<string> {
  if (stringKinds.has(field.kind)) {
    const bad =
      field.kind === 'text'
        ? [...(field.min > 0 ? [''] : []), 'x'.repeat(field.max + 1)]
        : (badStrings[field.kind] ?? []);
    return fc.oneof(
      notAString,
      fc.constantFrom(...bad.map(json)),
      withNul(validValue(field, context).map((text) => JSON.parse(text) as string)),
    );
  }
  switch (field.kind) {
    case 'boolean':
      return fc.oneof(fc.constantFrom('"true"', '1', '0', 'null', '[]', '{}'), jsonText(oddString));
    case 'integer':
      return fc.oneof(
        fc.constantFrom(
          json(field.min - 1),
          json(field.max + 1),
          '1.5',
          '"5"',
          'true',
          'null',
          '[]',
          '1e400',
        ),
        jsonText(oddString),
      );
    case 'enum':
      return fc.oneof(
        fc.constantFrom('"NOPE"', '""', '1', 'null', '{}'),
        jsonText(oddString.filter((text) => !field.values.includes(text))),
      );
    case 'enumList':
      return fc.oneof(
        notAnObject.filter((text) => !text.startsWith('[')),
        fc.constantFrom('[42]', '[""]', '[null]', json(Array(field.max + 1).fill(field.values[0]))),
      );
    case 'attributes':
      return fc.oneof(
        notAnObject.filter((text) => !text.startsWith('[')),
        fc.constantFrom(
          '[42]',
          '[{}]',
          '[{"Name":""}]',
          json([{ Name: 'x'.repeat(33) }]),
          '[{"Name":7}]',
          '[null]',
          json(Array(101).fill({ Name: 'email' })),
        ),
      );
    case 'attributeNames':
      return fc.oneof(
        notAnObject.filter((text) => !text.startsWith('[')),
        fc.constantFrom('[42]', '[""]', '[null]', '[{}]', json(['x'.repeat(33)])),
      );
    case 'stringMap':
      return fc.oneof(
        notAnObject,
        fc.constantFrom(
          '{"USERNAME":1}',
          '{"a":null}',
          '{"a":{}}',
          '{"a":["x"]}',
          '{"\\u0000":"x"}',
          '{"\\ud800":1}',
          '{"\\udc00":"\\u0000"}',
        ),
      );
    case 'mfaSettings':
      return fc.oneof(
        notAnObject,
        fc.constantFrom('{"Enabled":"yes"}', '{"PreferredMfa":1}', '{"Enabled":null}'),
      );
    case 'object':
      return notAnObject;
    default:
      return notAString;
  }
}

/** Real tokens and sessions, damaged: one character changed, cut short, extended, or swapped for another kind. */
export function damagedCredential(real: string[], others: string[]): fc.Arbitrary<string> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return fc.oneof(
    fc.tuple(fc.constantFrom(...real), fc.nat(), fc.nat()).map(([token, at, by]) => {
      const index = Math.floor(token.length / 3) + (at % Math.max(1, Math.floor(token.length / 3)));
      const old = token[index] ?? 'A';
      const replacement =
        alphabet[(alphabet.indexOf(old) + 1 + (by % 60)) % alphabet.length] ?? 'A';
      return token.slice(0, index) + replacement + token.slice(index + 1);
    }),
    fc
      .tuple(fc.constantFrom(...real), fc.nat())
      .map(([token, cut]) => token.slice(0, 20 + (cut % Math.max(1, token.length - 21)))),
    fc.constantFrom(...real).map((token) => `${token}AAAA`),
    fc.constantFrom(...real).map((token) => {
      const [, payload = ''] = token.split('.');
      return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    }),
    fc.constantFrom(...others),
  );
}

export function isStringKind(field: Field) {
  return stringKinds.has(field.kind);
}
