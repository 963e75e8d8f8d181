import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/api/root';
import type { E2EEnvironment } from './environment';
import { callIdentity } from './identity-api';
import type { TestUser } from './test-user';

/**
 * An access token for a user with an authenticator, from a sign-in through the identity API
 * (password, then a code from the user's app), as a client would make it.
 */
export async function accessTokenThroughApi(
  environment: Pick<E2EEnvironment, 'identityUrl' | 'clientId'>,
  user: TestUser,
): Promise<string> {
  const { identityUrl, clientId } = environment;
  const started = await callIdentity<{ ChallengeName: string; Session: string }>(
    identityUrl,
    'InitiateAuth',
    {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
    },
  );
  if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
    throw new Error(`Expected SOFTWARE_TOKEN_MFA, got ${started.ChallengeName}`);
  const answered = await callIdentity<{ AuthenticationResult: { AccessToken: string } }>(
    identityUrl,
    'RespondToAuthChallenge',
    {
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: user.username,
        SOFTWARE_TOKEN_MFA_CODE: await user.authenticator.nextCode(),
      },
    },
  );
  return answered.AuthenticationResult.AccessToken;
}

/**
 * The user's first set of recovery codes, asked for through the web app's API as the page
 * after authenticator setup does (`security.issueFirstRecoveryCodes`).
 */
export async function issueFirstRecoveryCodes(
  environment: Pick<E2EEnvironment, 'identityUrl' | 'clientId' | 'baseUrl'>,
  user: TestUser,
): Promise<string[]> {
  const accessToken = await accessTokenThroughApi(environment, user);
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${environment.baseUrl}/api/trpc`,
        transformer: superjson,
        headers: { authorization: `Bearer ${accessToken}` },
      }),
    ],
  });
  const { codes } = await client.security.issueFirstRecoveryCodes.mutate();
  return codes;
}
