import type { z } from 'zod';
import { CognitoError, invalidParameter } from '../errors.js';
import { memberPathOf, type MemberPath } from './member-path.js';

/**
 * Members whose shape the Cognito API model marks sensitive (botocore `"sensitive": true`, the
 * SDK's `8` flag in dist-es/schemas): AWS names them in a validation error without echoing the
 * value ("Value at 'password' …").
 */
const sensitiveMembers = new Set([
  'AccessToken',
  'AuthParameters',
  'ChallengeResponses',
  'ClientId',
  'ClientSecret',
  'ClientSecretValue',
  'FeedbackToken',
  'IdToken',
  'Logins',
  'Password',
  'PreviousPassword',
  'ProposedPassword',
  'RefreshToken',
  'SecretCode',
  'SecretHash',
  'Session',
  'TemporaryPassword',
  'Token',
  'UserCode',
  'UserContextData',
  'Username',
  'Value',
]);

/** TokenValidityUnits' AccessToken, IdToken and RefreshToken are time units, not tokens. */
const isSensitive = (path: MemberPath) =>
  path.names.some((name) => sensitiveMembers.has(name)) &&
  !path.names.includes('TokenValidityUnits');

/**
 * The error for input that does not fit an operation's schema, in AWS's words: a value of the
 * wrong JSON type cannot be read at all (SerializationException); anything else is
 * "N validation error(s) detected: Value '…' at 'member' failed to satisfy constraint: …".
 */
export function validationError(
  issues: z.core.$ZodIssue[],
  schema: z.core.$ZodType,
  body: unknown,
): CognitoError {
  const unreadable = issues.find(
    (issue) => issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null,
  );
  if (unreadable?.code === 'invalid_type') {
    return new CognitoError('SerializationException', unreadableValue(unreadable));
  }
  return invalidParameter(describeIssues(issues, schema, body));
}

export function describeIssues(
  issues: z.core.$ZodIssue[],
  schema: z.core.$ZodType,
  body: unknown,
): string {
  const parts = issues.map((issue) => {
    const member = memberPathOf(schema, issue.path, body);
    const value = isSensitive(member)
      ? 'Value'
      : member.value === undefined || member.value === null
        ? 'Value null'
        : `Value '${javaString(member.value)}'`;
    let constraint = constraintOf(issue);
    if (member.container === 'list') constraint = `Member must satisfy constraint: [${constraint}]`;
    if (member.container === 'map') {
      const side = issue.code === 'invalid_key' ? 'key' : 'value';
      constraint = `Map ${side} must satisfy constraint: [${constraint}]`;
    }
    return `${value} at '${member.wireName}' failed to satisfy constraint: ${constraint}`;
  });
  const count = issues.length === 1 ? '1 validation error' : `${issues.length} validation errors`;
  return `${count} detected: ${parts.join('; ')}`;
}

function constraintOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return 'Member must not be null';
    case 'too_small': {
      const measure = issue.origin === 'number' || issue.origin === 'bigint' ? 'value' : 'length';
      return `Member must have ${measure} greater than or equal to ${String(issue.minimum)}`;
    }
    case 'too_big': {
      const measure = issue.origin === 'number' || issue.origin === 'bigint' ? 'value' : 'length';
      return `Member must have ${measure} less than or equal to ${String(issue.maximum)}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern
        ? `Member must satisfy regular expression pattern: ${printedPattern(issue.pattern)}`
        : issue.message;
    case 'invalid_value':
      return `Member must satisfy enum value set: [${issue.values.map(String).join(', ')}]`;
    case 'invalid_key':
      return issue.issues[0] ? constraintOf(issue.issues[0]) : issue.message;
    default:
      return issue.message;
  }
}

/**
 * The model's pattern as AWS prints it, from zod's `/source/flags`. Model patterns match the
 * whole value, so fields.ts writes those the model gives unanchored with wholeValuePattern, `^(?:pattern)$`; an
 * anchored one is printed as written.
 */
export function printedPattern(pattern: string): string {
  const source = /^\/(.*)\/[a-z]*$/s.exec(pattern)?.[1] ?? pattern;
  return /^\^\(\?:(.*)\)\$$/s.exec(source)?.[1] ?? source;
}

/** How the Java service prints a value: lists as `[a, b]`, maps as `{k=v}`. */
function javaString(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(javaString).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, inner]) => `${key}=${javaString(inner)}`);
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

/** The Java JSON reader's own messages for a value of the wrong type. */
function unreadableValue(issue: z.core.$ZodIssueInvalidType): string {
  const input = issue.input;
  if (Array.isArray(input)) return 'Start of list found where not expected';
  if (typeof input === 'object') return 'Start of structure or map found where not expected.';
  if (issue.expected === 'string') {
    const kind =
      typeof input === 'number'
        ? 'com.amazon.coral.value.json.numbers.TruncatingBigNumber'
        : 'java.lang.Boolean';
    return `class ${kind} can not be converted to an String`;
  }
  const given = typeof input === 'string' ? 'STRING_VALUE' : 'Value';
  return `${given} can not be converted to ${issue.expected === 'boolean' ? 'a Boolean' : 'an Integer'}`;
}
