/**
 * The closed catalogue of errors this server answers with. Names and default messages copy
 * Amazon Cognito, because clients (Amplify, the AWS SDK) branch on the name.
 */
export const cognitoErrorNames = [
  'AliasExistsException',
  'CodeDeliveryFailureException',
  'CodeMismatchException',
  'DeviceKeyExistsException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
  'FeatureUnavailableInTierException',
  'GroupExistsException',
  'InternalErrorException',
  'InvalidParameterException',
  'InvalidPasswordException',
  'InvalidSignatureException',
  'LimitExceededException',
  'MissingAuthenticationTokenException',
  'NotAuthorizedException',
  'PasswordResetRequiredException',
  'RequestEntityTooLargeException',
  'ResourceNotFoundException',
  'SerializationException',
  'SoftwareTokenMFANotFoundException',
  'TooManyFailedAttemptsException',
  'TooManyRequestsException',
  'UnauthorizedException',
  'UnknownOperationException',
  'UnrecognizedClientException',
  'UnsupportedOperationException',
  'UnsupportedTokenTypeException',
  'UserNotConfirmedException',
  'UserNotFoundException',
  'UserPoolAddOnNotEnabledException',
  'UsernameExistsException',
] as const;

export type CognitoErrorName = (typeof cognitoErrorNames)[number];

const statusByName: Partial<Record<CognitoErrorName, number>> = {
  InternalErrorException: 500,
  RequestEntityTooLargeException: 413,
  UnrecognizedClientException: 400,
  InvalidSignatureException: 400,
  MissingAuthenticationTokenException: 403,
};

export class CognitoError extends Error {
  readonly errorName: CognitoErrorName;
  readonly status: number;

  constructor(name: CognitoErrorName, message: string) {
    super(message);
    this.name = name;
    this.errorName = name;
    this.status = statusByName[name] ?? 400;
  }
}

export const messages = {
  incorrectCredentials: 'Incorrect username or password.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  userNotConfirmed: 'User is not confirmed.',
  userExists: 'User already exists',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  sessionExpired: 'Invalid session for the user, session is expired.',
  accessTokenRevoked: 'Access Token has been revoked',
  invalidAccessToken: 'Invalid Access Token',
  invalidRefreshToken: 'Invalid Refresh Token',
  refreshTokenRevoked: 'Refresh Token has been revoked',
  userDisabled: 'User is disabled.',
  passwordResetRequired: 'Password reset required for the user',
  userNotFound: 'User does not exist.',
} as const;

export function notAuthorized(message: string = messages.incorrectCredentials): CognitoError {
  return new CognitoError('NotAuthorizedException', message);
}

export function invalidParameter(message: string): CognitoError {
  return new CognitoError('InvalidParameterException', message);
}
