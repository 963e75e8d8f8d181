import type { z } from 'zod';
import type { Services } from '../services/context.js';
import type { RequestOrigin } from '../services/event-context.js';
import type { OperationName, OutputOf } from './outputs.js';
import { validationError } from './validation-errors.js';

export { describeIssues } from './validation-errors.js';

/** `public` operations are authorised by ClientId, Session or AccessToken; `admin` by SigV4. */
export type OperationAccess = 'public' | 'admin';

/** What an operation may know of the request beyond its body: its region and its sender. */
export interface RequestContext extends RequestOrigin {
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
      // The input is reported so that the error can tell a wrong type from a missing member.
      const parsed = definition.input.safeParse(body, { reportInput: true });
      if (!parsed.success) throw validationError(parsed.error.issues, definition.input, body);
      return definition.run(parsed.data, services, request);
    },
  };
}
