import { z } from 'zod';
import { notAuthorized } from '../../errors.js';
import { defineOperation } from '../../operations/define-operation.js';
import { wholeValuePattern } from '../../operations/fields.js';
import type { Uses } from '../../services/context.js';
import { identityPoolIdField, loginsField } from '../fields.js';
import { createGuestIdentity, identityForLogin } from '../identities.js';
import { requireIdentityPool } from '../identity-pool-store.js';
import { verifyLogins } from '../logins.js';

export const unauthenticatedRefused = () =>
  notAuthorized('Unauthenticated access is not supported for this identity pool.');

/**
 * The login's identity (the same one at every sign-in), or a new guest identity where the pool
 * allows unauthenticated identities. Unsigned, as on AWS.
 */
export const getId = defineOperation({
  name: 'GetId',
  access: 'public',
  input: z.object({
    AccountId: z.string().min(1).max(15).regex(wholeValuePattern('\\d+')).optional(),
    IdentityPoolId: identityPoolIdField,
    Logins: loginsField.optional(),
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const pool = await requireIdentityPool(services, input.IdentityPoolId);
    const login = await verifyLogins(services, pool, input.Logins);
    if (login) return { IdentityId: await identityForLogin(services, pool.IdentityPoolId, login) };
    if (!pool.AllowUnauthenticatedIdentities) throw unauthenticatedRefused();
    return { IdentityId: await createGuestIdentity(services, pool.IdentityPoolId) };
  },
});
