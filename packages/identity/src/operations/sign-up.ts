import { z } from 'zod';
import { notAuthorized } from '../errors.js';
import { recordPoolAuthEvent } from '../services/auth-events.js';
import { emailDelivery } from '../services/code-messages.js';
import { sendSignUpConfirmation } from '../services/sign-up-confirmation.js';
import { readAttributes } from '../services/attributes.js';
import { assertPasswordConforms } from '../services/password-policy.js';
import { assertSecretHash } from '../services/client-secret.js';
import { publicEventContext } from '../services/event-context.js';
import { assertRequiredAttributesGiven } from '../services/pool-schema.js';
import { requireClient } from '../services/pools.js';
import { nameNewUser } from '../services/sign-in-names.js';
import { createUser } from '../services/users.js';
import { defineOperation } from './define-operation.js';
import {
  attributeListField,
  clientIdField,
  clientMetadataField,
  passwordField,
  secretHashField,
  userContextDataField,
  usernameField,
} from './fields.js';
import type { Uses } from '../services/context.js';

export const signUp = defineOperation({
  name: 'SignUp',
  access: 'public',
  input: z.object({
    ClientId: clientIdField,
    Username: usernameField,
    SecretHash: secretHashField.optional(),
    Password: passwordField,
    UserAttributes: attributeListField.optional(),
    ValidationData: attributeListField.optional(),
    ClientMetadata: clientMetadataField,
    UserContextData: userContextDataField,
  }),
  async run(input, services: Uses<'clock' | 'db' | 'hosted' | 'log' | 'mailer'>, request) {
    const { pool, client } = await requireClient(services, input.ClientId);
    assertSecretHash(client, input.Username, input.SecretHash);
    if (pool.AdminCreateUserConfig?.AllowAdminCreateUserOnly) {
      throw notAuthorized('SignUp is not permitted for this user pool');
    }
    const given = readAttributes(pool, input.UserAttributes ?? [], {
      allowVerificationFlags: false,
    });
    const named = nameNewUser(
      pool,
      input.Username,
      Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')),
    );
    const { attributes } = named;
    assertRequiredAttributesGiven(pool, attributes);
    assertPasswordConforms(pool.Policies.PasswordPolicy, input.Password);
    const user = await createUser(
      services,
      {
        id: named.id,
        poolId: pool.Id,
        username: named.username,
        password: input.Password,
        attributes: { ...attributes, ...(attributes.email ? { email_verified: 'false' } : {}) },
        status: 'UNCONFIRMED',
      },
      pool,
    );
    const context = publicEventContext(request, client, input.UserContextData);
    await recordPoolAuthEvent(services, pool, user.id, 'SignUp', 'Pass', context);
    // Cognito sends a sign-up code only to an attribute the pool verifies automatically.
    const autoVerified = pool.AutoVerifiedAttributes?.includes('email');
    if (!attributes.email || !autoVerified) return { UserConfirmed: false, UserSub: user.id };
    await sendSignUpConfirmation(services, { pool, client, user, email: attributes.email });
    return {
      UserConfirmed: false,
      UserSub: user.id,
      CodeDeliveryDetails: emailDelivery(attributes.email),
    };
  },
});
