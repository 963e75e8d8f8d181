import { CognitoError, invalidParameter } from '../errors.js';
import type { PoolSettings, SchemaAttribute } from './pool-settings.js';
import { findStandardAttribute, standardSchema } from './standard-attributes.js';

export const maxCustomAttributes = 50;
const maxStringLength = 2048;

type DeclaredSchema = Pick<PoolSettings, 'Schema' | 'StandardSchema'>;

/** `custom:plan`, or `dev:custom:plan` for an attribute only administrators may read and write. */
export function customAttributeName(attribute: SchemaAttribute): string {
  return `${attribute.DeveloperOnlyAttribute ? 'dev:' : ''}custom:${attribute.Name}`;
}

/**
 * Adds attribute declarations to a pool's schema, refusing what Cognito refuses. At pool
 * creation (`standard` allowed) a standard name changes that attribute's properties; anything
 * else, and everything given to AddCustomAttributes, is a custom attribute.
 */
export function declareAttributes(
  entries: SchemaAttribute[],
  current: DeclaredSchema,
  options: { standard: boolean },
): Required<DeclaredSchema> {
  const custom = [...current.Schema];
  const standard = [...(current.StandardSchema ?? [])];
  for (const entry of entries) {
    const standardDefault = options.standard ? findStandardAttribute(entry.Name) : undefined;
    if (standardDefault) {
      if (standard.some((attribute) => attribute.Name === entry.Name)) {
        throw invalidParameter(`${entry.Name}: Existing attribute already has name ${entry.Name}.`);
      }
      standard.push(declareStandardAttribute(entry, standardDefault));
      continue;
    }
    const attribute = declareCustomAttribute(entry);
    if (custom.some((existing) => existing.Name === attribute.Name)) {
      throw invalidParameter(
        `custom:${attribute.Name}: Existing attribute already has name ${customAttributeName(attribute)}.`,
      );
    }
    custom.push(attribute);
  }
  if (custom.length > maxCustomAttributes) {
    throw new CognitoError(
      'LimitExceededException',
      `A user pool can have at most ${maxCustomAttributes} custom attributes.`,
    );
  }
  return { Schema: custom, StandardSchema: standard };
}

function declareStandardAttribute(
  entry: SchemaAttribute,
  standard: SchemaAttribute,
): SchemaAttribute {
  const changesType =
    entry.AttributeDataType !== undefined && entry.AttributeDataType !== standard.AttributeDataType;
  if (changesType || entry.DeveloperOnlyAttribute) {
    throw invalidParameter(
      `You can not change AttributeDataType or set developerOnlyAttribute for standard schema attribute ${standard.Name}`,
    );
  }
  return {
    ...standard,
    Mutable: entry.Mutable ?? standard.Mutable,
    Required: entry.Required ?? standard.Required,
    ...checkedConstraints(standard.Name, {
      ...standard,
      ...definedConstraints(entry),
    }),
  };
}

function declareCustomAttribute(entry: SchemaAttribute): SchemaAttribute {
  const name = entry.Name.replace(/^custom:/, '');
  if (!entry.AttributeDataType) {
    throw invalidParameter(
      'Invalid AttributeDataType input, consider using the provided AttributeDataType enum.',
    );
  }
  if (entry.Required) {
    throw invalidParameter('Required custom attributes are not supported currently.');
  }
  const attribute: SchemaAttribute = {
    Name: name,
    AttributeDataType: entry.AttributeDataType,
    DeveloperOnlyAttribute: entry.DeveloperOnlyAttribute ?? false,
    Mutable: entry.Mutable ?? true,
    Required: false,
  };
  const constraints = {
    AttributeDataType: entry.AttributeDataType,
    ...(entry.AttributeDataType === 'String' ? { StringAttributeConstraints: {} } : {}),
    ...definedConstraints(entry),
  };
  return { ...attribute, ...checkedConstraints(customAttributeName(attribute), constraints) };
}

function definedConstraints(entry: SchemaAttribute) {
  return {
    ...(entry.StringAttributeConstraints
      ? { StringAttributeConstraints: entry.StringAttributeConstraints }
      : {}),
    ...(entry.NumberAttributeConstraints
      ? { NumberAttributeConstraints: entry.NumberAttributeConstraints }
      : {}),
  };
}

/** The constraints that fit the attribute's type, checked as Cognito checks them. */
function checkedConstraints(name: string, attribute: Omit<SchemaAttribute, 'Name'>) {
  if (attribute.AttributeDataType === 'String' && attribute.StringAttributeConstraints) {
    const { MinLength, MaxLength } = attribute.StringAttributeConstraints;
    const min = limit(name, 'StringAttributeConstraints', MinLength, /^\d+$/);
    const max = limit(name, 'StringAttributeConstraints', MaxLength, /^\d+$/);
    if ((min ?? 0) > maxStringLength || (max ?? 0) > maxStringLength) {
      throw invalidParameter(
        `user.${name}: String attributes cannot have a length of more than ${maxStringLength}`,
      );
    }
    if (min !== undefined && max !== undefined && min > max) {
      throw invalidParameter(`user.${name}: Max length cannot be less than min length.`);
    }
    return { StringAttributeConstraints: attribute.StringAttributeConstraints };
  }
  if (attribute.AttributeDataType === 'Number' && attribute.NumberAttributeConstraints) {
    const { MinValue, MaxValue } = attribute.NumberAttributeConstraints;
    const min = limit(name, 'NumberAttributeConstraints', MinValue, /^-?\d+$/);
    const max = limit(name, 'NumberAttributeConstraints', MaxValue, /^-?\d+$/);
    if (min !== undefined && max !== undefined && min > max) {
      throw invalidParameter(`user.${name}: Max value cannot be less than min value.`);
    }
    return { NumberAttributeConstraints: attribute.NumberAttributeConstraints };
  }
  return {};
}

function limit(name: string, kind: string, value: string | undefined, pattern: RegExp) {
  if (value === undefined) return undefined;
  if (!pattern.test(value) || !Number.isSafeInteger(Number(value))) {
    throw invalidParameter(`Invalid ${kind} for schema attribute ${name}`);
  }
  return Number(value);
}

/** SchemaAttributes as DescribeUserPool lists them: the standard ones, then the custom ones. */
export function describeSchema(pool: DeclaredSchema): SchemaAttribute[] {
  const declared = new Map((pool.StandardSchema ?? []).map((entry) => [entry.Name, entry]));
  return [
    ...standardSchema.map((attribute) => declared.get(attribute.Name) ?? attribute),
    ...pool.Schema.map(describeCustomAttribute),
  ];
}

/** Pools stored before properties were kept lack some; they read as Cognito's defaults. */
function describeCustomAttribute(attribute: SchemaAttribute): SchemaAttribute {
  const dataType = attribute.AttributeDataType ?? 'String';
  return {
    Name: customAttributeName(attribute),
    AttributeDataType: dataType,
    DeveloperOnlyAttribute: attribute.DeveloperOnlyAttribute ?? false,
    Mutable: attribute.Mutable ?? true,
    Required: attribute.Required ?? false,
    ...(dataType === 'String'
      ? { StringAttributeConstraints: attribute.StringAttributeConstraints ?? {} }
      : {}),
    ...(attribute.NumberAttributeConstraints
      ? { NumberAttributeConstraints: attribute.NumberAttributeConstraints }
      : {}),
  };
}

/** Standard attributes the pool made required, in schema order (`sub` is the server's own). */
function requiredAttributeNames(pool: DeclaredSchema): string[] {
  return describeSchema({ Schema: [], StandardSchema: pool.StandardSchema ?? [] })
    .filter((attribute) => attribute.Required && attribute.Name !== 'sub')
    .map((attribute) => attribute.Name);
}

function requiredAttributesMissing(names: string[]) {
  return invalidParameter(
    `Attributes did not conform to the schema: ${names
      .map((name) => `${name}: The attribute is required`)
      .join('\n')}`,
  );
}

/** A new user (SignUp, AdminCreateUser) must be given every required attribute. */
export function assertRequiredAttributesGiven(
  pool: DeclaredSchema,
  attributes: Record<string, string>,
): void {
  const missing = requiredAttributeNames(pool).filter((name) => !attributes[name]);
  if (missing.length > 0) throw requiredAttributesMissing(missing);
}

/**
 * A change may not remove a required attribute: deleting it, or updating it to an empty value
 * (Cognito's answer names the first such attribute).
 */
export function assertRequiredAttributesKept(
  pool: DeclaredSchema,
  changes: Record<string, string>,
): void {
  const removed = requiredAttributeNames(pool).find((name) => changes[name] === '');
  if (removed !== undefined) {
    throw invalidParameter(
      `Invalid user attributes: ${removed}: Required attribute cannot be deleted.`,
    );
  }
}

/** Attributes declared not Mutable are set when the user is created and never changed after. */
export function assertMutable(pool: DeclaredSchema, changes: Record<string, string>): void {
  const immutable = describeSchema(pool).filter(
    (attribute) => attribute.Mutable === false && attribute.Name !== 'sub',
  );
  const changed = immutable.find((attribute) => attribute.Name in changes);
  if (changed) {
    throw invalidParameter(
      `user.${changed.Name}: Attribute cannot be updated. (changing an immutable attribute)`,
    );
  }
}
