import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_SERVER_CLIENT_ID } from '../config/local-defaults';

/**
 * Makes the test pool what decision 015 expects of a pool: a confidential server-side client
 * and sign-in events recorded (threat protection in audit mode). The default pool has both;
 * a pool without them gets them here, so the tests say what a real pool needs. Returns the
 * variables naming the client.
 */
export async function prepareSecurityPool(identity: {
  url: string;
  poolId: string;
}): Promise<Record<string, string>> {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: identity.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { UserPool: pool } = await cognito.send(
      new DescribeUserPoolCommand({ UserPoolId: identity.poolId }),
    );
    if (pool?.UserPoolAddOns?.AdvancedSecurityMode !== 'AUDIT') {
      await cognito.send(
        new UpdateUserPoolCommand({
          UserPoolId: identity.poolId,
          UserPoolTier: 'PLUS',
          UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
        }),
      );
    }
    const existing = await cognito
      .send(
        new DescribeUserPoolClientCommand({
          UserPoolId: identity.poolId,
          ClientId: LOCAL_SERVER_CLIENT_ID,
        }),
      )
      .then((answer) => answer.UserPoolClient)
      .catch(() => undefined);
    const client =
      existing ??
      (
        await cognito.send(
          new CreateUserPoolClientCommand({
            UserPoolId: identity.poolId,
            ClientName: 'steadfast-app-server',
            GenerateSecret: true,
            ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
            EnableTokenRevocation: true,
          }),
        )
      ).UserPoolClient;
    if (!client?.ClientId || !client.ClientSecret) throw new Error('No server-side client');
    return {
      COGNITO_SERVER_CLIENT_ID: client.ClientId,
      COGNITO_SERVER_CLIENT_SECRET: client.ClientSecret,
    };
  } finally {
    cognito.destroy();
  }
}
