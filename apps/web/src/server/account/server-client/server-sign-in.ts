import 'server-only';
import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
  type ContextDataType,
} from '@aws-sdk/client-cognito-identity-provider';
import { UNKNOWN_CLIENT } from '../../api/request-metadata';
import type { AppServices } from '../../app-services';
import type { RequestContext } from '../account-context';
import { AccountError } from '../account-error';
import {
  AUTHENTICATOR_CODE_CALL,
  identityCall,
  type IdentityCallOptions,
} from '../identity-errors';
import { SECURITY_MESSAGES } from '../security-messages';
import { requireServerClient } from './require-server-client';
import { secretHash } from './secret-hash';
import { TRPC_PATH } from '@/trpc/path';

/** A password the identity service accepted, and what it asks next. */
export interface PasswordProof {
  username: string;
  /** `SOFTWARE_TOKEN_MFA` when an authenticator is on, `MFA_SETUP` when none is; null: none. */
  challengeName: string | null;
  session: string | undefined;
}

/**
 * Checks a password as a server-side sign-in (ADMIN_USER_PASSWORD_AUTH on the confidential
 * client). The sign-in is never finished for the person: tokens it yields are revoked at once.
 * The password goes to the identity service only; it is neither stored nor logged.
 */
export async function provePassword(
  context: RequestContext,
  username: string,
  password: string,
  options: IdentityCallOptions = { fields: { NotAuthorizedException: 'password' } },
): Promise<PasswordProof> {
  const { services } = context;
  const client = requireServerClient(services);
  const answer = await identityCall(
    () =>
      services.cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: services.env.cognito.userPoolId,
          ClientId: client.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: {
            USERNAME: username,
            PASSWORD: password,
            SECRET_HASH: secretHash(client, username),
          },
          ContextData: endUserContext(context),
        }),
      ),
    options,
  );
  await revokeTokens(services, answer.AuthenticationResult);
  return {
    // The pool's own name for the user, which answers to the challenge must use.
    username: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? username,
    challengeName: answer.ChallengeName ?? null,
    session: answer.Session,
  };
}

/**
 * Checks a current code of the person's authenticator by answering the challenge of a proven
 * password; Cognito offers no other check of an enabled authenticator's code.
 */
export async function proveAuthenticatorCode(
  context: RequestContext,
  proof: PasswordProof,
  code: string,
): Promise<void> {
  const { services } = context;
  if (proof.challengeName !== 'SOFTWARE_TOKEN_MFA')
    throw new AccountError('PRECONDITION_FAILED', SECURITY_MESSAGES.authenticatorNeeded);
  const client = requireServerClient(services);
  const answer = await identityCall(
    () =>
      services.cognito.send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: services.env.cognito.userPoolId,
          ClientId: client.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: proof.session,
          ChallengeResponses: {
            USERNAME: proof.username,
            SOFTWARE_TOKEN_MFA_CODE: code,
            SECRET_HASH: secretHash(client, proof.username),
          },
          ContextData: endUserContext(context),
        }),
      ),
    AUTHENTICATOR_CODE_CALL,
  );
  await revokeTokens(services, answer.AuthenticationResult);
}

/**
 * The person's address and browser, so the identity service's sign-in events name them rather
 * than the app server (the security page shows both).
 */
function endUserContext({
  services,
  clientAddress,
  userAgent,
}: RequestContext): ContextDataType | undefined {
  // Without a known address the event names the app server, as Cognito then records it.
  if (clientAddress === UNKNOWN_CLIENT) return undefined;
  return {
    IpAddress: clientAddress,
    ServerName: services.env.appName,
    ServerPath: TRPC_PATH,
    HttpHeaders: userAgent ? [{ headerName: 'user-agent', headerValue: userAgent }] : [],
  };
}

/** Revoking the refresh token ends the access and ID tokens issued with it. */
async function revokeTokens(services: AppServices, result: AuthenticationResultType | undefined) {
  if (!result?.RefreshToken) return;
  const client = requireServerClient(services);
  await services.cognito.send(
    new RevokeTokenCommand({
      ClientId: client.clientId,
      ClientSecret: client.clientSecret,
      Token: result.RefreshToken,
    }),
  );
}
