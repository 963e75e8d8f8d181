import type { z } from 'zod';

export interface MemberPath {
  /** As AWS prints it: `userAttributes.1.member.value` (camel-cased, lists 1-based). */
  wireName: string;
  /** The PascalCase member names on the way, for the sensitivity rule. */
  names: string[];
  /** The member's value in the request body. */
  value: unknown;
  /**
   * Set when the failing value sits inside a list of scalars or a map: AWS then names the
   * list or map itself, and wraps the constraint.
   */
  container?: 'list' | 'map';
}

type Definition = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
};

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

function unwrap(schema: z.core.$ZodType | undefined): Definition | undefined {
  let definition = schema?._zod.def as Definition | undefined;
  while (definition) {
    const inner = wrappers.has(definition.type)
      ? definition.innerType
      : definition.type === 'pipe'
        ? definition.in
        : undefined;
    if (!inner) return definition;
    definition = inner._zod.def as Definition;
  }
  return undefined;
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function child(value: unknown, key: PropertyKey): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as Record<PropertyKey, unknown>)[key];
}

/** Follows a validation issue's path through the schema and the body, naming it as AWS does. */
export function memberPathOf(
  schema: z.core.$ZodType,
  path: PropertyKey[],
  body: unknown,
): MemberPath {
  const wire: string[] = [];
  const names: string[] = [];
  let definition = unwrap(schema);
  let value = body;
  for (const step of path) {
    if (definition?.type === 'array' && typeof step === 'number') {
      const element = unwrap(definition.element);
      if (element?.type !== 'object')
        return { wireName: wire.join('.'), names, value, container: 'list' };
      wire.push(String(step + 1), 'member');
      definition = element;
    } else if (definition?.type === 'record') {
      return { wireName: wire.join('.'), names, value, container: 'map' };
    } else {
      const name = String(step);
      wire.push(camel(name));
      names.push(name);
      definition = unwrap(definition?.shape?.[name]);
    }
    value = child(value, step);
  }
  return { wireName: wire.join('.') || 'request', names, value };
}

/** Cognito's structure members are PascalCase; map keys (AuthParameters' USERNAME, …) are not. */
const structureMember = /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/;

/**
 * The AWS name of a place in a body read before any schema is known (the screen in
 * read-body.ts): arrays of structures and PascalCase keys are followed, and a key of any other
 * form means the place is inside a map, which is then named as a whole.
 */
export function memberNameWithoutSchema(path: (string | number)[], body: unknown): string {
  const wire: string[] = [];
  let value = body;
  for (const step of path) {
    if (typeof step === 'number') {
      const element = child(value, step);
      if (typeof element !== 'object' || element === null || Array.isArray(element)) break;
      wire.push(String(step + 1), 'member');
    } else {
      if (!structureMember.test(step)) break;
      wire.push(camel(step));
    }
    value = child(value, step);
  }
  return wire.join('.') || 'request';
}
