import {
  AdminSetUserMFAPreferenceCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { E2EEnvironment } from './environment';
import { IDENTITY_ADMIN_CREDENTIALS } from './identity-admin-key';

/** What an administrator does to a user from outside the app: SigV4-signed admin calls. */
export function createIdentityAdmin(environment: Pick<E2EEnvironment, 'identityUrl' | 'poolId'>) {
  const client = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: environment.identityUrl,
    credentials: IDENTITY_ADMIN_CREDENTIALS,
  });
  return {
    async turnOffAuthenticatorApp(username: string): Promise<void> {
      await client.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: environment.poolId,
          Username: username,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
    },
  };
}
