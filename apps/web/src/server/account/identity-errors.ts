import 'server-only';
import { errorMessage, errorName, isWrongCode } from '@/features/auth/flow/auth-errors';
import { AUTH_MESSAGES } from '@/features/auth/flow/messages';
import { AccessTokenRevokedError } from '../identity/get-identity-profile';
import { AccountError, type AccountErrorCode } from './account-error';

/** Known refusals of the identity service and what the API answers; anything else is ours. */
const codeByName: Record<string, AccountErrorCode> = {
  NotAuthorizedException: 'UNAUTHORIZED',
  UserNotFoundException: 'UNAUTHORIZED',
  PasswordResetRequiredException: 'FORBIDDEN',
  UserNotConfirmedException: 'FORBIDDEN',
  InvalidPasswordException: 'BAD_REQUEST',
  InvalidParameterException: 'BAD_REQUEST',
  CodeMismatchException: 'BAD_REQUEST',
  ExpiredCodeException: 'BAD_REQUEST',
  EnableSoftwareTokenMFAException: 'BAD_REQUEST',
  SoftwareTokenMFANotFoundException: 'PRECONDITION_FAILED',
  AliasExistsException: 'CONFLICT',
  ResourceNotFoundException: 'NOT_FOUND',
  CodeDeliveryFailureException: 'PRECONDITION_FAILED',
  LimitExceededException: 'TOO_MANY_REQUESTS',
  TooManyRequestsException: 'TOO_MANY_REQUESTS',
  TooManyFailedAttemptsException: 'TOO_MANY_REQUESTS',
};

/** Cognito answers a revoked or expired access token with these NotAuthorized messages. */
const ENDED_SESSION = /access token/i;

/** Which input field an identity error is about, by error name, for one call. */
export interface IdentityCallOptions {
  fields?: Partial<Record<string, string>>;
  /** Replaces the service's wording of a wrong code (the MFA pages' "Invalid MFA code"). */
  wrongCodeMessage?: string;
  /**
   * A signed-in person's wrong password is a fixable input (BAD_REQUEST), not the end of their
   * session, which is what UNAUTHORIZED tells the app's pages.
   */
  wrongPasswordIsInput?: boolean;
}

/**
 * The product's message for an identity error, decided once for every security operation: the
 * service's own sentence (the sign-in pages show the same), a refused access token as the end
 * of the session, and the field it concerns when the caller says so.
 */
export function toAccountError(error: unknown, options: IdentityCallOptions = {}): unknown {
  const name = errorName(error);
  const code = codeByName[name];
  if (!code) return error;
  const message = errorMessage(error, AUTH_MESSAGES.loginFailed);
  if (name === 'NotAuthorizedException' && ENDED_SESSION.test(message))
    return new AccessTokenRevokedError(message);
  const field = options.fields?.[name];
  if (name === 'NotAuthorizedException' && options.wrongPasswordIsInput)
    return new AccountError('BAD_REQUEST', message, field);
  if (name === 'UserNotFoundException')
    return new AccountError(code, 'Incorrect username or password.', field);
  if (isWrongCode(error) && options.wrongCodeMessage)
    return new AccountError(code, options.wrongCodeMessage, field);
  return new AccountError(code, message, field);
}

/** Runs an identity call and throws its error in the product's terms. */
export async function identityCall<Result>(
  call: () => Promise<Result>,
  options?: IdentityCallOptions,
): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    throw toAccountError(error, options);
  }
}

/** Options for a call that checks an authenticator code typed into the `code` field. */
export const AUTHENTICATOR_CODE_CALL: IdentityCallOptions = {
  fields: { CodeMismatchException: 'code', EnableSoftwareTokenMFAException: 'code' },
  wrongCodeMessage: AUTH_MESSAGES.invalidMfaCode,
};

/** Options for a signed-in person's password typed into the `password` field. */
export const SIGNED_IN_PASSWORD_CALL: IdentityCallOptions = {
  fields: { NotAuthorizedException: 'password' },
  wrongPasswordIsInput: true,
};
