import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type CognitoIdentityProviderClient,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { amplifySrp, answerPasswordVerifier } from '../src/crypto/amplify-srp-client.fixture.js';
import { srpPoolName } from '../src/services/pool-settings.js';

/** A pool made through the API (MFA off, email verified by code) and a client for it. */
export async function createPoolWithClient(
  sdk: CognitoIdentityProviderClient,
  settings: Partial<CreateUserPoolCommandInput>,
) {
  const created = await sdk.send(
    new CreateUserPoolCommand({
      PoolName: 'aliases',
      MfaConfiguration: 'OFF',
      AutoVerifiedAttributes: ['email'],
      ...settings,
    }),
  );
  const poolId = String(created.UserPool?.Id);
  const client = await sdk.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: 'aliases',
      ExplicitAuthFlows: [
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    }),
  );
  return { poolId, clientId: String(client.UserPoolClient?.ClientId) };
}

/** USER_SRP_AUTH by `name` as Amplify computes it, answered with USER_ID_FOR_SRP. */
export async function srpSignIn(
  sdk: CognitoIdentityProviderClient,
  pool: { poolId: string; clientId: string },
  name: string,
  password: string,
) {
  const poolName = srpPoolName(pool.poolId);
  const helper = await amplifySrp.getAuthenticationHelper(poolName);
  const start = await sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: pool.clientId,
      AuthParameters: { USERNAME: name, SRP_A: helper.A.toString(16) },
    }),
  );
  const parameters = start.ChallengeParameters ?? {};
  const userIdForSrp = parameters.USER_ID_FOR_SRP ?? '';
  const answer = await answerPasswordVerifier(helper, poolName, password, {
    SALT: parameters.SALT ?? '',
    SRP_B: parameters.SRP_B ?? '',
    SECRET_BLOCK: parameters.SECRET_BLOCK ?? '',
    USER_ID_FOR_SRP: userIdForSrp,
  });
  const done = await sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: pool.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      Session: start.Session,
      ChallengeResponses: {
        USERNAME: userIdForSrp,
        PASSWORD_CLAIM_SECRET_BLOCK: answer.secretBlock,
        PASSWORD_CLAIM_SIGNATURE: answer.signature,
        TIMESTAMP: answer.timestamp,
      },
    }),
  );
  return { userIdForSrp, done };
}

/** USER_PASSWORD_AUTH by `name`. */
export function passwordSignInAs(
  sdk: CognitoIdentityProviderClient,
  clientId: string,
  name: string,
  password: string,
) {
  return sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: name, PASSWORD: password },
    }),
  );
}

/** The `username` claim of an access token. */
export function tokenUsername(accessToken: string | undefined): string {
  const payload = String(accessToken).split('.')[1] ?? '';
  return String(
    (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { username: unknown }).username,
  );
}
