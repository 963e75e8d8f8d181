/**
 * The input fields of every operation in the registry, by kind, as the fuzz test and the soak
 * bench need them: a kind knows its valid values and the values its schema must refuse. The
 * limits copy the operation schemas (src/operations); fuzz.test.ts fails when an operation is
 * added to the registry without an entry here.
 */
export type FieldKind =
  | { kind: 'clientId' | 'username' | 'password' | 'confirmationCode' | 'totpCode' }
  | { kind: 'session' | 'accessToken' | 'refreshToken' | 'poolId' }
  | { kind: 'attributes' | 'attributeName' | 'attributeNames' | 'stringMap' | 'mfaSettings' }
  | { kind: 'object' }
  | { kind: 'boolean' }
  | { kind: 'text'; min: number; max: number; valid: readonly string[] }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'enumList'; values: readonly string[]; max: number };

export type Field = FieldKind & { required: boolean };

export interface OperationShape {
  name: string;
  access: 'public' | 'admin';
  fields: Record<string, Field>;
}

const required = (kind: FieldKind): Field => ({ ...kind, required: true });
const optional = (kind: FieldKind): Field => ({ ...kind, required: false });
const k = <Name extends string>(kind: Name) => ({ kind }) as { kind: Name } & FieldKind;
const text = (min: number, max: number, ...valid: string[]): FieldKind => ({
  kind: 'text',
  min,
  max,
  valid,
});
const integer = (min: number, max: number): FieldKind => ({ kind: 'integer', min, max });
const oneOf = (...values: string[]): FieldKind => ({ kind: 'enum', values });

const clientId = k('clientId');
const username = k('username');
const password = k('password');
const accessToken = k('accessToken');
const metadata = optional(k('stringMap'));
const poolUser = { UserPoolId: required(k('poolId')), Username: required(username) };
const mfaSettings = {
  SMSMfaSettings: optional(k('mfaSettings')),
  SoftwareTokenMfaSettings: optional(k('mfaSettings')),
  EmailMfaSettings: optional(k('mfaSettings')),
};
const verifiableAttributes = {
  kind: 'enumList',
  values: ['email', 'phone_number'],
  max: 2,
} as const;
const poolGroup = { UserPoolId: required(k('poolId')), GroupName: required(username) };
const groupSettings = {
  ...poolGroup,
  Description: optional(text(0, 2048, 'fuzz group')),
  RoleArn: optional(text(20, 2048, 'arn:aws:iam::123456789012:role/Fuzz')),
  Precedence: optional(integer(0, 2_147_483_647)),
};
const groupPage = {
  Limit: optional(integer(0, 60)),
  NextToken: optional(text(1, 131_072, 'dG9rZW4')),
};
const poolSettings = {
  Policies: optional(k('object')),
  MfaConfiguration: optional(oneOf('OFF', 'ON', 'OPTIONAL')),
  AutoVerifiedAttributes: optional(verifiableAttributes),
  UserAttributeUpdateSettings: optional(k('object')),
};
const authFlows = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'];
const adminAuthFlows = [
  'USER_SRP_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
];
const challenges = [
  'PASSWORD_VERIFIER',
  'SOFTWARE_TOKEN_MFA',
  'MFA_SETUP',
  'NEW_PASSWORD_REQUIRED',
  'DEVICE_SRP_AUTH',
  'DEVICE_PASSWORD_VERIFIER',
];
const deviceKey = text(1, 55, 'us-east-1_0f6e3d1c-8a5b-4c2d-9e7f-123456789abc');
const rememberedStatus = optional(oneOf('remembered', 'not_remembered'));
const devicePage = {
  Limit: optional(integer(0, 60)),
  PaginationToken: optional(text(1, 512, 'dXMtZWFzdC0xXzA')),
};
const withAccessToken = (fields: Record<string, Field> = {}) => ({
  AccessToken: required(accessToken),
  ...fields,
});

const publicFields: Record<string, Record<string, Field>> = {
  AssociateSoftwareToken: { AccessToken: optional(accessToken), Session: optional(k('session')) },
  ChangePassword: withAccessToken({
    PreviousPassword: required(password),
    ProposedPassword: required(password),
  }),
  ConfirmForgotPassword: {
    ClientId: required(clientId),
    Username: required(username),
    SecretHash: optional(text(1, 128, 'c2VjcmV0')),
    ConfirmationCode: required(k('confirmationCode')),
    Password: required(password),
    ClientMetadata: metadata,
  },
  ConfirmSignUp: {
    ClientId: required(clientId),
    Username: required(username),
    SecretHash: optional(text(1, 128, 'c2VjcmV0')),
    ConfirmationCode: required(k('confirmationCode')),
    ForceAliasCreation: optional(k('boolean')),
    ClientMetadata: metadata,
  },
  DeleteUser: withAccessToken(),
  DeleteUserAttributes: withAccessToken({ UserAttributeNames: required(k('attributeNames')) }),
  ForgotPassword: {
    ClientId: required(clientId),
    Username: required(username),
    SecretHash: optional(text(1, 128, 'c2VjcmV0')),
    ClientMetadata: metadata,
  },
  GetTokensFromRefreshToken: {
    ClientId: required(clientId),
    RefreshToken: required(k('refreshToken')),
    ClientSecret: optional(text(0, 64, 'secret')),
    DeviceKey: optional(deviceKey),
    ClientMetadata: metadata,
  },
  GetUser: withAccessToken(),
  GetUserAttributeVerificationCode: withAccessToken({
    AttributeName: required(k('attributeName')),
    ClientMetadata: metadata,
  }),
  GlobalSignOut: withAccessToken(),
  InitiateAuth: {
    AuthFlow: required(text(1, 64, ...authFlows)),
    ClientId: required(clientId),
    AuthParameters: optional(k('stringMap')),
    ClientMetadata: metadata,
    Session: optional(text(0, 2048, '')),
  },
  ListDevices: withAccessToken(devicePage),
  ConfirmDevice: withAccessToken({
    DeviceKey: required(deviceKey),
    DeviceSecretVerifierConfig: optional(k('object')),
    DeviceName: optional(text(1, 1024, 'Chrome on Linux')),
  }),
  GetDevice: withAccessToken({ DeviceKey: required(deviceKey) }),
  ForgetDevice: withAccessToken({ DeviceKey: required(deviceKey) }),
  UpdateDeviceStatus: withAccessToken({
    DeviceKey: required(deviceKey),
    DeviceRememberedStatus: rememberedStatus,
  }),
  ResendConfirmationCode: {
    ClientId: required(clientId),
    Username: required(username),
    SecretHash: optional(text(1, 128, 'c2VjcmV0')),
    ClientMetadata: metadata,
  },
  RespondToAuthChallenge: {
    ClientId: required(clientId),
    ChallengeName: required(text(1, 64, ...challenges)),
    Session: optional(k('session')),
    ChallengeResponses: optional(k('stringMap')),
    ClientMetadata: metadata,
  },
  RevokeToken: {
    ClientId: required(clientId),
    Token: required(k('refreshToken')),
    ClientSecret: optional(text(0, 64, 'secret')),
  },
  SetUserMFAPreference: withAccessToken(mfaSettings),
  SignUp: {
    ClientId: required(clientId),
    Username: required(username),
    SecretHash: optional(text(1, 128, 'c2VjcmV0')),
    Password: required(password),
    UserAttributes: optional(k('attributes')),
    ValidationData: optional(k('attributes')),
    ClientMetadata: metadata,
  },
  UpdateUserAttributes: withAccessToken({
    UserAttributes: required(k('attributes')),
    ClientMetadata: metadata,
  }),
  VerifySoftwareToken: {
    AccessToken: optional(accessToken),
    Session: optional(k('session')),
    UserCode: required(k('totpCode')),
    FriendlyDeviceName: optional(text(0, 131_072, 'phone')),
  },
  VerifyUserAttribute: withAccessToken({
    AttributeName: required(k('attributeName')),
    Code: required(k('confirmationCode')),
  }),
};

const clientSettings = {
  ExplicitAuthFlows: optional({
    kind: 'enumList',
    values: [
      'ALLOW_USER_SRP_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'USER_PASSWORD_AUTH',
      'ADMIN_NO_SRP_AUTH',
    ],
    max: 6,
  }),
  PreventUserExistenceErrors: optional(oneOf('ENABLED', 'LEGACY')),
  EnableTokenRevocation: optional(k('boolean')),
  AuthSessionValidity: optional(integer(3, 15)),
  AccessTokenValidity: optional(integer(1, 86_400)),
  IdTokenValidity: optional(integer(1, 86_400)),
  RefreshTokenValidity: optional(integer(1, 315_360_000)),
  TokenValidityUnits: optional(k('object')),
};

/**
 * Ids of no pool or client, for the operations that would delete or rewrite the pool or client
 * the other fuzzed operations use.
 */
const absentPoolId = text(1, 55, 'us-east-1_NoSuchPool');
const absentClientId = text(1, 128, 'nosuchclient000000000000');

const adminFields: Record<string, Record<string, Field>> = {
  AdminAddUserToGroup: { ...poolUser, GroupName: required(username) },
  // The admin fuzz pool is made for the purpose; custom attributes added to it harm nothing.
  AddCustomAttributes: {
    UserPoolId: required(k('poolId')),
    CustomAttributes: required(k('attributes')),
  },
  AdminConfirmSignUp: { ...poolUser, ClientMetadata: metadata },
  AdminCreateUser: {
    ...poolUser,
    UserAttributes: optional(k('attributes')),
    ValidationData: optional(k('attributes')),
    TemporaryPassword: optional(password),
    ForceAliasCreation: optional(k('boolean')),
    MessageAction: optional(oneOf('RESEND', 'SUPPRESS')),
    DesiredDeliveryMediums: optional({ kind: 'enumList', values: ['EMAIL', 'SMS'], max: 2 }),
    ClientMetadata: metadata,
  },
  AdminDeleteSoftwareToken: poolUser,
  AdminDeleteUser: poolUser,
  AdminDeleteUserAttributes: { ...poolUser, UserAttributeNames: required(k('attributeNames')) },
  AdminDisableUser: poolUser,
  AdminEnableUser: poolUser,
  AdminForgetDevice: { ...poolUser, DeviceKey: required(deviceKey) },
  AdminGetDevice: { ...poolUser, DeviceKey: required(deviceKey) },
  AdminGetUser: poolUser,
  AdminListDevices: { ...poolUser, ...devicePage },
  AdminUpdateDeviceStatus: {
    ...poolUser,
    DeviceKey: required(deviceKey),
    DeviceRememberedStatus: rememberedStatus,
  },
  AdminInitiateAuth: {
    UserPoolId: required(k('poolId')),
    ClientId: required(clientId),
    AuthFlow: required(text(1, 64, ...adminAuthFlows)),
    AuthParameters: optional(k('stringMap')),
    ClientMetadata: metadata,
    AnalyticsMetadata: optional(k('object')),
  },
  AdminListGroupsForUser: { ...poolUser, ...groupPage },
  AdminListUserAuthEvents: {
    ...poolUser,
    MaxResults: optional(integer(0, 60)),
    NextToken: optional(text(1, 131_072, 'MQ')),
  },
  AdminRemoveUserFromGroup: { ...poolUser, GroupName: required(username) },
  AdminResetUserPassword: { ...poolUser, ClientMetadata: metadata },
  AdminRespondToAuthChallenge: {
    UserPoolId: required(k('poolId')),
    ClientId: required(clientId),
    ChallengeName: required(text(1, 64, ...challenges)),
    Session: optional(k('session')),
    ChallengeResponses: optional(k('stringMap')),
    ClientMetadata: metadata,
    AnalyticsMetadata: optional(k('object')),
  },
  AdminSetUserMFAPreference: { ...poolUser, ...mfaSettings },
  AdminSetUserPassword: {
    ...poolUser,
    Password: required(password),
    Permanent: optional(k('boolean')),
  },
  AdminUpdateUserAttributes: {
    ...poolUser,
    UserAttributes: required(k('attributes')),
    ClientMetadata: metadata,
  },
  AdminUserGlobalSignOut: poolUser,
  CreateGroup: groupSettings,
  CreateUserPool: {
    PoolName: required(text(1, 128, 'fuzz-pool')),
    ...poolSettings,
    UsernameAttributes: optional(verifiableAttributes),
    AliasAttributes: optional({
      kind: 'enumList',
      values: ['email', 'phone_number', 'preferred_username'],
      max: 3,
    }),
    Schema: optional(k('attributes')),
    UserPoolAddOns: optional(k('object')),
    UserPoolTier: optional(oneOf('LITE', 'ESSENTIALS', 'PLUS')),
    DeviceConfiguration: optional(k('object')),
  },
  CreateUserPoolClient: {
    UserPoolId: required(k('poolId')),
    ClientName: required(text(1, 128, 'fuzz-client')),
    GenerateSecret: optional(k('boolean')),
    ...clientSettings,
  },
  DeleteGroup: poolGroup,
  DeleteUserPool: { UserPoolId: required(absentPoolId) },
  DeleteUserPoolClient: { UserPoolId: required(k('poolId')), ClientId: required(absentClientId) },
  DescribeUserPool: { UserPoolId: required(k('poolId')) },
  DescribeUserPoolClient: { UserPoolId: required(k('poolId')), ClientId: required(clientId) },
  GetGroup: poolGroup,
  GetUserPoolMfaConfig: { UserPoolId: required(k('poolId')) },
  CreateUserPoolDomain: {
    Domain: required(text(1, 63, 'fuzz-domain')),
    UserPoolId: required(k('poolId')),
    ManagedLoginVersion: optional(integer(1, 2)),
  },
  DescribeUserPoolDomain: { Domain: required(text(1, 63, 'fuzz-domain')) },
  ListGroups: { UserPoolId: required(k('poolId')), ...groupPage },
  ListUserPoolClients: {
    UserPoolId: required(k('poolId')),
    MaxResults: optional(integer(1, 60)),
    NextToken: optional(text(1, 128, 'token')),
  },
  ListUserPools: { MaxResults: required(integer(1, 60)), NextToken: optional(text(1, 128, 'x')) },
  ListUsers: {
    UserPoolId: required(k('poolId')),
    Filter: optional(text(0, 256, 'username = "nobody"', 'email ^= "a"')),
    Limit: optional(integer(0, 60)),
    PaginationToken: optional(text(1, 512, 'token')),
    AttributesToGet: optional({ kind: 'enumList', values: ['email', 'sub'], max: 60 }),
  },
  ListUsersInGroup: { ...poolGroup, ...groupPage },
  SetUserPoolMfaConfig: {
    UserPoolId: required(k('poolId')),
    MfaConfiguration: optional(oneOf('OFF', 'ON', 'OPTIONAL')),
    SoftwareTokenMfaConfiguration: optional(k('mfaSettings')),
    SmsMfaConfiguration: optional(k('object')),
    EmailMfaConfiguration: optional(k('object')),
  },
  UpdateGroup: groupSettings,
  UpdateUserPool: {
    UserPoolId: required(k('poolId')),
    ...poolSettings,
    DeviceConfiguration: optional(k('object')),
  },
  UpdateUserPoolClient: {
    UserPoolId: required(k('poolId')),
    ClientId: required(absentClientId),
    ClientName: optional(text(1, 128, 'fuzz-client')),
    ...clientSettings,
  },
};

export const operationShapes: OperationShape[] = [
  ...Object.entries(publicFields).map(([name, fields]) => ({
    name,
    access: 'public' as const,
    fields,
  })),
  ...Object.entries(adminFields).map(([name, fields]) => ({
    name,
    access: 'admin' as const,
    fields,
  })),
];
