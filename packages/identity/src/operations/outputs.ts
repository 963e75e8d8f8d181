import type * as Sdk from '@aws-sdk/client-cognito-identity-provider';

/**
 * What each operation answers: the AWS SDK's own response type, so a misspelt or missing field
 * does not compile. On the wire the SDK's dates are epoch seconds (Wire).
 */
export interface OperationOutputs {
  AdminConfirmSignUp: Sdk.AdminConfirmSignUpResponse;
  AdminCreateUser: Sdk.AdminCreateUserResponse;
  /** The SDK's output is metadata only: an empty body. */
  AdminDeleteUser: Record<string, never>;
  AdminDeleteUserAttributes: Sdk.AdminDeleteUserAttributesResponse;
  AdminDisableUser: Sdk.AdminDisableUserResponse;
  AdminEnableUser: Sdk.AdminEnableUserResponse;
  AdminGetUser: Sdk.AdminGetUserResponse;
  AdminResetUserPassword: Sdk.AdminResetUserPasswordResponse;
  AdminSetUserMFAPreference: Sdk.AdminSetUserMFAPreferenceResponse;
  AdminSetUserPassword: Sdk.AdminSetUserPasswordResponse;
  AdminUpdateUserAttributes: Sdk.AdminUpdateUserAttributesResponse;
  AdminUserGlobalSignOut: Sdk.AdminUserGlobalSignOutResponse;
  AssociateSoftwareToken: Sdk.AssociateSoftwareTokenResponse;
  ChangePassword: Sdk.ChangePasswordResponse;
  ConfirmDevice: Sdk.ConfirmDeviceResponse;
  ConfirmForgotPassword: Sdk.ConfirmForgotPasswordResponse;
  ConfirmSignUp: Sdk.ConfirmSignUpResponse;
  CreateUserPool: Sdk.CreateUserPoolResponse;
  CreateUserPoolClient: Sdk.CreateUserPoolClientResponse;
  /** The SDK's output is metadata only: an empty body. */
  DeleteUser: Record<string, never>;
  DeleteUserAttributes: Sdk.DeleteUserAttributesResponse;
  DescribeUserPool: Sdk.DescribeUserPoolResponse;
  DescribeUserPoolClient: Sdk.DescribeUserPoolClientResponse;
  /** The SDK's output is metadata only: an empty body. */
  ForgetDevice: Record<string, never>;
  ForgotPassword: Sdk.ForgotPasswordResponse;
  GetDevice: Sdk.GetDeviceResponse;
  GetTokensFromRefreshToken: Sdk.GetTokensFromRefreshTokenResponse;
  GetUser: Sdk.GetUserResponse;
  GetUserAttributeVerificationCode: Sdk.GetUserAttributeVerificationCodeResponse;
  GetUserPoolMfaConfig: Sdk.GetUserPoolMfaConfigResponse;
  GlobalSignOut: Sdk.GlobalSignOutResponse;
  InitiateAuth: Sdk.InitiateAuthResponse;
  ListDevices: Sdk.ListDevicesResponse;
  ListUserPoolClients: Sdk.ListUserPoolClientsResponse;
  ListUserPools: Sdk.ListUserPoolsResponse;
  ListUsers: Sdk.ListUsersResponse;
  ResendConfirmationCode: Sdk.ResendConfirmationCodeResponse;
  RespondToAuthChallenge: Sdk.RespondToAuthChallengeResponse;
  RevokeToken: Sdk.RevokeTokenResponse;
  SetUserMFAPreference: Sdk.SetUserMFAPreferenceResponse;
  SetUserPoolMfaConfig: Sdk.SetUserPoolMfaConfigResponse;
  SignUp: Sdk.SignUpResponse;
  UpdateDeviceStatus: Sdk.UpdateDeviceStatusResponse;
  UpdateUserAttributes: Sdk.UpdateUserAttributesResponse;
  UpdateUserPool: Sdk.UpdateUserPoolResponse;
  VerifySoftwareToken: Sdk.VerifySoftwareTokenResponse;
  VerifyUserAttribute: Sdk.VerifyUserAttributeResponse;
}

export type OperationName = keyof OperationOutputs;

/** A response as JSON: dates are numbers of seconds since the epoch, as Cognito sends them. */
export type Wire<T> = T extends Date
  ? number
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [Key in keyof T]: Wire<T[Key]> }
      : T;

export type OutputOf<Name extends OperationName> = Wire<OperationOutputs[Name]>;
