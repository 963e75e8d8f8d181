import { z } from 'zod';
import { invalidParameter } from '../errors.js';
import { authenticateAccessToken } from '../services/access-tokens.js';
import { emailDelivery } from '../services/code-messages.js';
import { issueAndSendCode } from '../services/codes.js';
import { countAttempt } from '../services/rate-limits.js';
import { defineOperation } from './define-operation.js';
import {
  assertVerifiableByCode,
  attributeNameField,
  clientMetadataField,
  tokenField,
} from './fields.js';
import type { Uses } from '../services/context.js';

export const getUserAttributeVerificationCode = defineOperation({
  name: 'GetUserAttributeVerificationCode',
  access: 'public',
  input: z.object({
    AccessToken: tokenField,
    AttributeName: attributeNameField,
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys' | 'mailer'>) {
    const { user } = await authenticateAccessToken(services, input.AccessToken);
    assertVerifiableByCode(input.AttributeName);
    await countAttempt(services, user.id, 'GetUserAttributeVerificationCode');
    const email = user.pendingAttributes.email ?? user.attributes.email;
    if (!email) throw invalidParameter('User has no email address to verify.');
    await issueAndSendCode(services, user, 'verify-email', email);
    return { CodeDeliveryDetails: emailDelivery(email) };
  },
});
