import type * as Sdk from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityPoolOperationOutputs } from '../identity-pools/outputs.js';

/**
 * What each operation answers: the AWS SDK's own response type, so a misspelt or missing field
 * does not compile. On the wire the SDK's dates are epoch seconds (Wire).
 */
export interface OperationOutputs extends IdentityPoolOperationOutputs {
  /** The SDK's output is metadata only: an empty body. */
  AdminAddUserToGroup: Record<string, never>;
  AddCustomAttributes: Sdk.AddCustomAttributesResponse;
  AdminConfirmSignUp: Sdk.AdminConfirmSignUpResponse;
  AdminCreateUser: Sdk.AdminCreateUserResponse;
  /** The SDK's output is metadata only: an empty body. */
  AdminDeleteUser: Record<string, never>;
  AdminDeleteUserAttributes: Sdk.AdminDeleteUserAttributesResponse;
  AdminDisableUser: Sdk.AdminDisableUserResponse;
  AdminEnableUser: Sdk.AdminEnableUserResponse;
  /** The SDK's output is metadata only: an empty body. */
  AdminForgetDevice: Record<string, never>;
  AdminGetDevice: Sdk.AdminGetDeviceResponse;
  AdminGetUser: Sdk.AdminGetUserResponse;
  AdminListDevices: Sdk.AdminListDevicesResponse;
  AdminUpdateDeviceStatus: Sdk.AdminUpdateDeviceStatusResponse;
  AdminInitiateAuth: Sdk.AdminInitiateAuthResponse;
  AdminListGroupsForUser: Sdk.AdminListGroupsForUserResponse;
  AdminListUserAuthEvents: Sdk.AdminListUserAuthEventsResponse;
  /** The SDK's output is metadata only: an empty body. */
  AdminRemoveUserFromGroup: Record<string, never>;
  AdminResetUserPassword: Sdk.AdminResetUserPasswordResponse;
  AdminRespondToAuthChallenge: Sdk.AdminRespondToAuthChallengeResponse;
  AdminSetUserMFAPreference: Sdk.AdminSetUserMFAPreferenceResponse;
  AdminDeleteSoftwareToken: Sdk.AdminDeleteSoftwareTokenResponse;
  AdminSetUserPassword: Sdk.AdminSetUserPasswordResponse;
  AdminUpdateUserAttributes: Sdk.AdminUpdateUserAttributesResponse;
  AdminUserGlobalSignOut: Sdk.AdminUserGlobalSignOutResponse;
  AssociateSoftwareToken: Sdk.AssociateSoftwareTokenResponse;
  ChangePassword: Sdk.ChangePasswordResponse;
  ConfirmDevice: Sdk.ConfirmDeviceResponse;
  ConfirmForgotPassword: Sdk.ConfirmForgotPasswordResponse;
  ConfirmSignUp: Sdk.ConfirmSignUpResponse;
  CreateGroup: Sdk.CreateGroupResponse;
  CreateUserPool: Sdk.CreateUserPoolResponse;
  CreateUserPoolClient: Sdk.CreateUserPoolClientResponse;
  /** The SDK's output is metadata only: an empty body. */
  DeleteGroup: Record<string, never>;
  /** The SDK's output is metadata only: an empty body. */
  DeleteUser: Record<string, never>;
  DeleteUserAttributes: Sdk.DeleteUserAttributesResponse;
  /** The SDK's output is metadata only: an empty body. */
  DeleteUserPool: Record<string, never>;
  /** The SDK's output is metadata only: an empty body. */
  DeleteUserPoolClient: Record<string, never>;
  DescribeUserPool: Sdk.DescribeUserPoolResponse;
  DescribeUserPoolClient: Sdk.DescribeUserPoolClientResponse;
  /** The SDK's output is metadata only: an empty body. */
  ForgetDevice: Record<string, never>;
  ForgotPassword: Sdk.ForgotPasswordResponse;
  GetDevice: Sdk.GetDeviceResponse;
  GetGroup: Sdk.GetGroupResponse;
  GetTokensFromRefreshToken: Sdk.GetTokensFromRefreshTokenResponse;
  GetUser: Sdk.GetUserResponse;
  GetUserAttributeVerificationCode: Sdk.GetUserAttributeVerificationCodeResponse;
  GetUserPoolMfaConfig: Sdk.GetUserPoolMfaConfigResponse;
  CreateUserPoolDomain: Sdk.CreateUserPoolDomainResponse;
  DescribeUserPoolDomain: Sdk.DescribeUserPoolDomainResponse;
  GlobalSignOut: Sdk.GlobalSignOutResponse;
  InitiateAuth: Sdk.InitiateAuthResponse;
  ListDevices: Sdk.ListDevicesResponse;
  ListGroups: Sdk.ListGroupsResponse;
  ListUserPoolClients: Sdk.ListUserPoolClientsResponse;
  ListUserPools: Sdk.ListUserPoolsResponse;
  ListUsers: Sdk.ListUsersResponse;
  ListUsersInGroup: Sdk.ListUsersInGroupResponse;
  ResendConfirmationCode: Sdk.ResendConfirmationCodeResponse;
  RespondToAuthChallenge: Sdk.RespondToAuthChallengeResponse;
  RevokeToken: Sdk.RevokeTokenResponse;
  SetUserMFAPreference: Sdk.SetUserMFAPreferenceResponse;
  SetUserPoolMfaConfig: Sdk.SetUserPoolMfaConfigResponse;
  SignUp: Sdk.SignUpResponse;
  UpdateDeviceStatus: Sdk.UpdateDeviceStatusResponse;
  UpdateGroup: Sdk.UpdateGroupResponse;
  UpdateUserAttributes: Sdk.UpdateUserAttributesResponse;
  UpdateUserPool: Sdk.UpdateUserPoolResponse;
  UpdateUserPoolClient: Sdk.UpdateUserPoolClientResponse;
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
