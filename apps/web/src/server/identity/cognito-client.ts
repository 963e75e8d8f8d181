import 'server-only';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { ServerEnv } from '../config/parse-server-env';

/** A Cognito client for the configured pool: the local identity server or AWS. */
export function createCognitoClient(env: Pick<ServerEnv, 'cognito' | 'awsCredentials'>) {
  return new CognitoIdentityProviderClient({
    region: env.cognito.region,
    ...(env.cognito.endpoint ? { endpoint: env.cognito.endpoint } : {}),
    ...(env.awsCredentials ? { credentials: env.awsCredentials } : {}),
    maxAttempts: 3,
  });
}
