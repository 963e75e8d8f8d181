import { invalidParameter } from '../errors.js';
import type { PoolSettings } from './pool-settings.js';
import { standardSchema } from './standard-attributes.js';

export interface AttributeInput {
  Name: string;
  Value?: string | undefined;
}

/**
 * The standard attributes a user may hold; anything else must be a declared `custom:` attribute.
 * `sub` is the server's own and `identities` comes only from federated sign-in.
 */
const standardAttributes = new Set(
  standardSchema
    .map((attribute) => attribute.Name)
    .filter((name) => name !== 'sub' && name !== 'identities'),
);

const verificationFlags = new Set(['email_verified', 'phone_number_verified']);
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function schemaError(name: string, reason: string) {
  return invalidParameter(`Attributes did not conform to the schema: ${name}: ${reason}`);
}

export interface AttributeRules {
  /** Only administrators may set `email_verified` directly. */
  allowVerificationFlags: boolean;
}

/**
 * Validates names and values against the pool schema and returns them as a map.
 * An empty value means "delete this attribute", as in Cognito.
 */
export function readAttributes(
  pool: PoolSettings,
  list: AttributeInput[],
  rules: AttributeRules,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { Name: name, Value: value = '' } of list) {
    if (name === 'sub') throw schemaError(name, 'Cannot modify the non-mutable attribute sub.');
    if (name.startsWith('custom:')) {
      const declared = pool.Schema.find(
        (attribute) => !attribute.DeveloperOnlyAttribute && `custom:${attribute.Name}` === name,
      );
      if (!declared) throw schemaError(name, 'Attribute does not exist in the schema.');
      const maxLength = Number(declared.StringAttributeConstraints?.MaxLength ?? 2048);
      if (value.length > maxLength) throw schemaError(name, 'String is too long.');
    } else if (!standardAttributes.has(name)) {
      throw schemaError(name, 'Attribute does not exist in the schema.');
    } else if (verificationFlags.has(name)) {
      if (!rules.allowVerificationFlags) {
        throw schemaError(name, 'Only an administrator can change this attribute.');
      }
      const flag = value.toLowerCase();
      if (flag !== '' && flag !== 'true' && flag !== 'false') {
        throw schemaError(name, 'Value must be true or false.');
      }
      // Cognito reads booleans in any case (Python clients send str(True)); stored as it writes them.
      result[name] = flag;
      continue;
    } else if (name === 'email' && value !== '' && !emailPattern.test(value)) {
      throw invalidParameter('Invalid email address format.');
    }
    result[name] = value;
  }
  return result;
}

/** Applies a change map: empty values delete. */
export function mergeAttributes(
  current: Record<string, string>,
  changes: Record<string, string>,
): Record<string, string> {
  const merged = { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === '') delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

export function toAttributeList(userId: string, attributes: Record<string, string>) {
  return [
    { Name: 'sub', Value: userId },
    ...Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}
