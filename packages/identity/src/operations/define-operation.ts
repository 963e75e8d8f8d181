import type { z } from 'zod';
import { invalidParameter } from '../errors.js';
import type { Services } from '../services/context.js';
import type { OperationName, OutputOf } from './outputs.js';

/** `public` operations are authorised by ClientId, Session or AccessToken; `admin` by SigV4. */
export type OperationAccess = 'public' | 'admin';

/** What an operation may know of the request beyond its body. */
export interface RequestContext {
  /** The region of an admin request's SigV4 scope; public requests are in `defaultRegion`. */
  region: string;
}

export const defaultRegion = 'us-east-1';

export interface Operation {
  name: string;
  access: OperationAccess;
  run(body: unknown, services: Services, request?: RequestContext): Promise<unknown>;
}

export function defineOperation<Name extends OperationName, Schema extends z.ZodType>(definition: {
  name: Name;
  access: OperationAccess;
  input: Schema;
  run(input: z.infer<Schema>, services: Services, request: RequestContext): Promise<OutputOf<Name>>;
}): Operation {
  return {
    name: definition.name,
    access: definition.access,
    run: async (body, services, request = { region: defaultRegion }) => {
      const parsed = definition.input.safeParse(body);
      if (!parsed.success) throw invalidParameter(describeIssues(parsed.error.issues));
      return definition.run(parsed.data, services, request);
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
