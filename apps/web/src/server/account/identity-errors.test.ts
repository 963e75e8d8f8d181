import { describe, expect, it } from 'vitest';
import { AccessTokenRevokedError } from '../identity/get-identity-profile';
import { AccountError } from './account-error';
import {
  AUTHENTICATOR_CODE_CALL,
  SIGNED_IN_PASSWORD_CALL,
  toAccountError,
} from './identity-errors';

function identityError(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

describe('toAccountError', () => {
  it('keeps the service’s sentence and gives the API code of a known refusal', () => {
    const error = toAccountError(
      identityError(
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
      ),
    );
    expect(error).toBeInstanceOf(AccountError);
    expect(error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('reads a refused access token as the end of the session', () => {
    const error = toAccountError(
      identityError('NotAuthorizedException', 'Access Token has been revoked'),
    );
    expect(error).toBeInstanceOf(AccessTokenRevokedError);
  });

  it('answers a wrong password as Cognito does, or as a field when signed in', () => {
    const wrong = identityError('NotAuthorizedException', 'Incorrect username or password.');
    expect(toAccountError(wrong)).toMatchObject({ code: 'UNAUTHORIZED', field: undefined });
    expect(toAccountError(wrong, SIGNED_IN_PASSWORD_CALL)).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'password',
    });
    expect(
      toAccountError(identityError('UserNotFoundException', 'User does not exist.')),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: 'Incorrect username or password.' });
  });

  it('words a wrong authenticator code as the MFA pages do', () => {
    const error = toAccountError(
      identityError('CodeMismatchException', 'Invalid code received for user'),
      AUTHENTICATOR_CODE_CALL,
    );
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid MFA code',
      field: 'code',
    });
  });

  it('leaves an error it does not know to be reported as ours', () => {
    const unknown = identityError('InternalErrorException', 'boom');
    expect(toAccountError(unknown)).toBe(unknown);
  });
});
