import { z } from 'zod';
import { CognitoError } from '../../errors.js';
import { readAttributes } from '../../services/attributes.js';
import { describeUser } from '../../services/admin-users.js';
import { composeInvitationMail, generateTemporaryPassword } from '../../services/invitation.js';
import { assertPasswordConforms } from '../../services/password-policy.js';
import { assertRequiredAttributesGiven } from '../../services/pool-schema.js';
import { requirePool } from '../../services/pools.js';
import { nameNewUser, writeForcingAliases } from '../../services/sign-in-names.js';
import { createUser, findUser, setPassword } from '../../services/users.js';
import { defineOperation } from '../define-operation.js';
import { attributeListField, clientMetadataField, passwordField } from '../fields.js';
import { poolUserInput } from './admin-fields.js';
import type { Uses } from '../../services/context.js';

/** The account starts in FORCE_CHANGE_PASSWORD, so the first sign-in asks for a new password. */
export const adminCreateUser = defineOperation({
  name: 'AdminCreateUser',
  access: 'admin',
  input: z.object({
    ...poolUserInput,
    UserAttributes: attributeListField.optional(),
    ValidationData: attributeListField.optional(),
    TemporaryPassword: passwordField.optional(),
    ForceAliasCreation: z.boolean().optional(),
    MessageAction: z.enum(['RESEND', 'SUPPRESS']).optional(),
    DesiredDeliveryMediums: z
      .array(z.enum(['EMAIL', 'SMS']))
      .max(2)
      .optional(),
    ClientMetadata: clientMetadataField,
  }),
  async run(input, services: Uses<'clock' | 'db' | 'mailer'>) {
    const pool = await requirePool(services, input.UserPoolId);
    const policy = pool.Policies.PasswordPolicy;
    const password = input.TemporaryPassword ?? generateTemporaryPassword(policy.MinimumLength);
    assertPasswordConforms(policy, password);
    const validityDays = policy.TemporaryPasswordValidityDays;
    const temporary = {
      status: 'FORCE_CHANGE_PASSWORD' as const,
      temporaryPasswordExpiresAt: services.clock.nowInMs() + validityDays * 86_400_000,
    };
    let user;
    if (input.MessageAction === 'RESEND') {
      user = await findUser(services, pool, input.Username);
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      await setPassword(services, user, password, temporary);
    } else {
      const given = readAttributes(pool, input.UserAttributes ?? [], {
        allowVerificationFlags: true,
      });
      const named = nameNewUser(
        pool,
        input.Username,
        Object.fromEntries(Object.entries(given).filter(([, value]) => value !== '')),
      );
      assertRequiredAttributesGiven(pool, named.attributes);
      const newUser = {
        id: named.id,
        poolId: pool.Id,
        username: named.username,
        password,
        attributes: named.attributes,
        ...temporary,
      };
      user = await writeForcingAliases(
        services,
        { pool, userId: null, attributes: named.attributes },
        input.ForceAliasCreation,
        () => createUser(services, newUser, pool),
      );
    }
    const email = user.attributes.email;
    if (input.MessageAction !== 'SUPPRESS' && email) {
      await services.mailer.send(
        composeInvitationMail(email, user.username, password, validityDays),
      );
    }
    return { User: { ...describeUser(user), UserStatus: 'FORCE_CHANGE_PASSWORD' } };
  },
});
