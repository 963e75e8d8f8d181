import type { z } from 'zod';
import { invalidParameter } from '../errors.js';
import type { Services } from '../services/context.js';
import type { OperationName, OutputOf } from './outputs.js';

/** `public` operations are authorised by ClientId, Session or AccessToken; `admin` by SigV4. */
export type OperationAccess = 'public' | 'admin';

export interface Operation {
  name: string;
  access: OperationAccess;
  run(body: unknown, services: Services): Promise<unknown>;
}

export function defineOperation<Name extends OperationName, Schema extends z.ZodType>(definition: {
  name: Name;
  access: OperationAccess;
  input: Schema;
  run(input: z.infer<Schema>, services: Services): Promise<OutputOf<Name>>;
}): Operation {
  return {
    name: definition.name,
    access: definition.access,
    run: async (body, services) => {
      const parsed = definition.input.safeParse(body);
      if (!parsed.success) throw invalidParameter(describeIssues(parsed.error.issues));
      return definition.run(parsed.data, services);
    },
  };
}

/** AWS's wording: "1 validation error detected: Value at 'Username' failed to satisfy constraint: …". */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const field = issue.path.map(String).join('.') || 'request';
    const constraint =
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'Member must not be null'
        : issue.message;
    return `Value at '${field}' failed to satisfy constraint: ${constraint}`;
  });
  const count = issues.length === 1 ? '1 validation error' : `${issues.length} validation errors`;
  return `${count} detected: ${parts.join('; ')}`;
}
