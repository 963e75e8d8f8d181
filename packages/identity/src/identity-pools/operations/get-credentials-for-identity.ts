import { z } from 'zod';
import { notAuthorized } from '../../errors.js';
import { defineOperation } from '../../operations/define-operation.js';
import type { Uses } from '../../services/context.js';
import { temporaryCredentials } from '../credentials.js';
import { identityIdField, loginsField } from '../fields.js';
import {
  requireIdentity,
  signInGuest,
  type IdentityRecord,
  type LoginSubject,
} from '../identities.js';
import { requireIdentityPool } from '../identity-pool-store.js';
import { verifyLogins } from '../logins.js';
import { unauthenticatedRefused } from './get-id.js';

const loginsDoNotMatch = () =>
  notAuthorized(
    "Logins don't match. Please include at least one valid login for this identity or identity pool.",
  );

/**
 * Credentials for an identity: a signed-in identity needs its own login; a guest identity
 * needs none (where the pool allows guests), and with a login it becomes, or merges into,
 * that login's identity, whose id is answered (Amplify adopts it).
 */
export const getCredentialsForIdentity = defineOperation({
  name: 'GetCredentialsForIdentity',
  access: 'public',
  input: z.object({
    IdentityId: identityIdField,
    Logins: loginsField.optional(),
    CustomRoleArn: z.string().min(20).max(2048).optional(),
  }),
  async run(input, services: Uses<'clock' | 'config' | 'db' | 'keys'>) {
    const identity = await requireIdentity(services, input.IdentityId);
    const pool = await requireIdentityPool(services, identity.identityPoolId);
    const login = await verifyLogins(services, pool, input.Logins);
    const guestsAllowed = pool.AllowUnauthenticatedIdentities;
    const identityId = await resolveIdentity(services, identity, login, guestsAllowed);
    return {
      IdentityId: identityId,
      Credentials: temporaryCredentials(services.clock.nowInMs()),
    };
  },
});

async function resolveIdentity(
  services: Uses<'clock' | 'db'>,
  identity: IdentityRecord,
  login: LoginSubject | null,
  guestsAllowed: boolean,
): Promise<string> {
  if (identity.login) {
    const same =
      login?.userPoolId === identity.login.userPoolId && login.sub === identity.login.sub;
    if (!same) throw loginsDoNotMatch();
    return identity.id;
  }
  if (login) return signInGuest(services, identity, login);
  if (!guestsAllowed) throw unauthenticatedRefused();
  return identity.id;
}
