import { z } from 'zod';
import { emailDelivery } from '../services/code-messages.js';
import { issueAndSendCode } from '../services/codes.js';
import { readAttributes } from '../services/attributes.js';
import { assertPasswordConforms } from '../services/password-policy.js';
import { requireClient } from '../services/pools.js';
import { createUser } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import {
  attributeListField,
  clientIdField,
  clientMetadataField,
  passwordField,
  usernameField,
} from './fields.js';
import type { Uses } from '../services/context.js';

export const signUp = defineOperation({
  name: 'SignUp',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    Username: usernameField,
    Password: passwordField,
    UserAttributes: attributeListField.optional(),
    ValidationData: attributeListField.optional(),
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'db' | 'mailer'>) {
    const { pool } = await requireClient(services, input.ClientId);
    const given = readAttributes(pool, input.UserAttributes ?? [], {
      allowVerificationFlags: false,
    });
    const attributes = Object.fromEntries(
      Object.entries(given).filter(([, value]) => value !== ''),
    );
    assertPasswordConforms(pool.Policies.PasswordPolicy, input.Password);
    const user = await createUser(services, {
      poolId: pool.Id,
      username: input.Username,
      password: input.Password,
      attributes: { ...attributes, ...(attributes.email ? { email_verified: 'false' } : {}) },
      status: 'UNCONFIRMED',
    });
    // Cognito sends a sign-up code only to an attribute the pool verifies automatically.
    const autoVerified = pool.AutoVerifiedAttributes?.includes('email');
    if (!attributes.email || !autoVerified) return { UserConfirmed: false, UserSub: user.id };
    await issueAndSendCode(services, user, 'sign-up', attributes.email);
    return {
      UserConfirmed: false,
      UserSub: user.id,
      CodeDeliveryDetails: emailDelivery(attributes.email),
    };
  },
});
