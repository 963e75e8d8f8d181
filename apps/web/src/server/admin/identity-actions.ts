import 'server-only';
import {
  AdminDeleteSoftwareTokenCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminActionInput, SensitiveActionInput } from '@/features/admin/admin-inputs';
import { AccountError } from '../account/account-error';
import { identityCall } from '../account/identity-errors';
import { deleteRecoveryCodes } from '../account/recovery-codes/recovery-code-store';
import type { AdminContext } from './admin-context';
import { ADMIN_MESSAGES } from './admin-messages';
import type { IdentityPerson } from './identity-person';
import { emailPerson, recordPersonEvent } from './notify-person';
import { actOnPerson } from './person-action';

function poolUser(context: AdminContext, person: IdentityPerson) {
  return { UserPoolId: context.services.env.cognito.userPoolId, Username: person.username };
}

/** Nobody signs in to the account until it is enabled again ("User is disabled."). */
export function disableSignIn(context: AdminContext, input: SensitiveActionInput) {
  return actOnPerson(context, input, 'disable-sign-in', async (person) => {
    const command = new AdminDisableUserCommand(poolUser(context, person));
    await identityCall(() => context.services.cognito.send(command));
    emailPerson(context, 'sign-in-disabled', person);
  });
}

export function enableSignIn(context: AdminContext, input: AdminActionInput) {
  return actOnPerson(context, input, 'enable-sign-in', async (person) => {
    const command = new AdminEnableUserCommand(poolUser(context, person));
    await identityCall(() => context.services.cognito.send(command));
    emailPerson(context, 'sign-in-enabled', person);
  });
}

/**
 * For a lost phone: deleting the software token makes the next sign-in set up a new one
 * (MFA_SETUP); AdminSetUserMFAPreference off changes nothing where MFA is required (decision
 * 015). Every session ends, and the old set of recovery codes goes: new ones come with the new
 * authenticator, as after a recovery.
 */
export function resetAuthenticator(context: AdminContext, input: SensitiveActionInput) {
  const { services } = context;
  return actOnPerson(context, input, 'reset-authenticator', async (person) => {
    if (!person.authenticator)
      throw new AccountError('PRECONDITION_FAILED', ADMIN_MESSAGES.noAuthenticator);
    const pool = poolUser(context, person);
    await identityCall(() => services.cognito.send(new AdminDeleteSoftwareTokenCommand(pool)));
    await identityCall(() => services.cognito.send(new AdminUserGlobalSignOutCommand(pool)));
    await deleteRecoveryCodes(await services.database(), person.sub);
    await recordPersonEvent(context, person.sub, 'authenticator-removed');
    emailPerson(context, 'authenticator-reset-by-support', person);
  });
}

/** Revokes every refresh token of the person; access tokens end within their hour at most. */
export function signOutEverywhere(context: AdminContext, input: SensitiveActionInput) {
  const { services } = context;
  return actOnPerson(context, input, 'sign-out-everywhere', async (person) => {
    const command = new AdminUserGlobalSignOutCommand(poolUser(context, person));
    await identityCall(() => services.cognito.send(command));
    await recordPersonEvent(context, person.sub, 'signed-out-everywhere');
    emailPerson(context, 'signed-out-by-support', person);
  });
}

/**
 * Cognito has no admin resend: ResendConfirmationCode on the public app client (no secret, so
 * no SECRET_HASH), as the sign-up page asks it. The code's email is the identity service's own.
 */
export function resendConfirmation(context: AdminContext, input: AdminActionInput) {
  const { services } = context;
  return actOnPerson(context, input, 'resend-confirmation', async (person) => {
    if (person.userStatus !== 'UNCONFIRMED')
      throw new AccountError('PRECONDITION_FAILED', ADMIN_MESSAGES.alreadyConfirmed);
    const command = new ResendConfirmationCodeCommand({
      ClientId: services.env.cognito.clientId,
      Username: person.username,
    });
    const answer = await identityCall(() => services.cognito.send(command));
    return { detail: answer.CodeDeliveryDetails?.Destination ?? null };
  });
}
