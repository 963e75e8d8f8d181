import 'server-only';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AppServices } from '../../app-services';
import { identityCall } from '../identity-errors';

export interface IdentityAccount {
  sub: string;
  username: string;
  email: string;
  authenticatorEnabled: boolean;
}

/** The person as the pool holds them (admin read): who, where to write, and their MFA. */
export async function getIdentityAccount(
  services: AppServices,
  username: string,
): Promise<IdentityAccount> {
  const user = await identityCall(() =>
    services.cognito.send(
      new AdminGetUserCommand({ UserPoolId: services.env.cognito.userPoolId, Username: username }),
    ),
  );
  const attribute = (name: string) =>
    user.UserAttributes?.find((entry) => entry.Name === name)?.Value ?? '';
  return {
    sub: attribute('sub'),
    username: user.Username ?? username,
    email: attribute('email'),
    authenticatorEnabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
  };
}
