import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { verifySoftwareToken as verify } from '../sign-in/index.js';
import { defineOperation } from './define-operation.js';
import { sessionField, tokenField, totpCodeField } from './fields.js';
import type { Uses } from '../services/context.js';

export const verifySoftwareToken = defineOperation({
  name: 'VerifySoftwareToken',
  access: 'public',
  input: z.object({
    AccessToken: tokenField.optional(),
    Session: sessionField.optional(),
    UserCode: totpCodeField,
    FriendlyDeviceName: z.string().max(131_072).optional(),
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'secrets'>) {
    if (input.AccessToken !== undefined && input.Session === undefined) {
      return verify(services, { accessToken: input.AccessToken }, input.UserCode);
    }
    if (input.Session !== undefined && input.AccessToken === undefined) {
      return verify(services, { session: input.Session }, input.UserCode);
    }
    throw invalidParameter('Provide either an AccessToken or a Session.');
  },
});
