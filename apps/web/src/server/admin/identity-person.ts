import 'server-only';
import {
  AdminGetUserCommand,
  type AttributeType,
  type UserStatusType,
} from '@aws-sdk/client-cognito-identity-provider';
import { errorName } from '@/features/auth/flow/auth-errors';
import type { PersonStatus } from '@/features/admin/admin-inputs';
import { AccountError } from '../account/account-error';
import { identityCall } from '../account/identity-errors';
import type { AppServices } from '../app-services';
import { ADMIN_MESSAGES } from './admin-messages';

/** A person as the pool holds them, in the console's words. */
export interface IdentityPerson {
  username: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  status: PersonStatus;
  enabled: boolean;
  authenticator: boolean;
  createdAt: Date;
  /** Cognito's own status word, for the resend rule (only UNCONFIRMED has a code to resend). */
  userStatus: UserStatusType | string | undefined;
}

/** Disabled says more than the rest: a disabled person cannot sign in whatever else holds. */
export function statusWord(userStatus: string | undefined, enabled: boolean): PersonStatus {
  if (!enabled) return 'disabled';
  if (userStatus === 'CONFIRMED') return 'confirmed';
  if (userStatus === 'UNCONFIRMED') return 'unconfirmed';
  if (userStatus === 'RESET_REQUIRED') return 'reset-required';
  return 'other';
}

export function attributeOf(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((entry) => entry.Name === name)?.Value ?? '';
}

/** AdminGetUser, with an unknown username answered as NOT_FOUND "No one has that username." */
export async function getIdentityPerson(
  services: AppServices,
  username: string,
): Promise<IdentityPerson> {
  const user = await identityCall(async () => {
    try {
      return await services.cognito.send(
        new AdminGetUserCommand({
          UserPoolId: services.env.cognito.userPoolId,
          Username: username,
        }),
      );
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException')
        throw new AccountError('NOT_FOUND', ADMIN_MESSAGES.noSuchPerson, 'username');
      throw error;
    }
  });
  const attribute = (name: string) => attributeOf(user.UserAttributes, name);
  const enabled = user.Enabled ?? true;
  return {
    username: user.Username ?? username,
    sub: attribute('sub'),
    email: attribute('email'),
    emailVerified: attribute('email_verified') === 'true',
    firstName: attribute('custom:firstName'),
    lastName: attribute('custom:lastName'),
    status: statusWord(user.UserStatus, enabled),
    enabled,
    authenticator: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
    createdAt: user.UserCreateDate ?? new Date(0),
    userStatus: user.UserStatus,
  };
}
