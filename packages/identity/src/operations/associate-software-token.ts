import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { associateSoftwareToken as associate } from '../sign-in/index.js';
import { defineOperation } from './define-operation.js';
import { sessionField, tokenField } from './fields.js';
import type { Uses } from '../services/context.js';

export const associateSoftwareToken = defineOperation({
  name: 'AssociateSoftwareToken',
  access: 'public',
  input: z.object({ AccessToken: tokenField.optional(), Session: sessionField.optional() }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>) {
    if (input.AccessToken !== undefined && input.Session === undefined) {
      return associate(services, { accessToken: input.AccessToken });
    }
    if (input.Session !== undefined && input.AccessToken === undefined) {
      return associate(services, { session: input.Session });
    }
    throw invalidParameter('Provide either an AccessToken or a Session.');
  },
});
