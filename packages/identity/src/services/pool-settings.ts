import type {
  AliasAttributeType,
  AccountRecoverySettingType,
  AdminCreateUserConfigType,
  AttributeDataType,
  EmailConfigurationType,
  ExplicitAuthFlowsType,
  UsernameAttributeType,
  LambdaConfigType,
  VerificationMessageTemplateType,
  VerifiedAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';

/** The subset of Cognito's UserPoolType and UserPoolClientType this server acts on. */
export interface SchemaAttribute {
  Name: string;
  AttributeDataType?: AttributeDataType;
  DeveloperOnlyAttribute?: boolean;
  Mutable?: boolean;
  Required?: boolean;
  StringAttributeConstraints?: { MinLength?: string; MaxLength?: string };
  NumberAttributeConstraints?: { MinValue?: string; MaxValue?: string };
}

export interface PasswordPolicy {
  MinimumLength: number;
  RequireUppercase: boolean;
  RequireLowercase: boolean;
  RequireNumbers: boolean;
  RequireSymbols: boolean;
  TemporaryPasswordValidityDays: number;
}

export type MfaConfiguration = 'OFF' | 'ON' | 'OPTIONAL';

export interface PoolSettings {
  Id: string;
  Name: string;
  MfaConfiguration: MfaConfiguration;
  SoftwareTokenMfaConfiguration?: { Enabled: boolean };
  AutoVerifiedAttributes?: VerifiedAttributeType[];
  UsernameConfiguration?: { CaseSensitive: boolean };
  /** Set at creation only: users sign up with one of these and get a generated username. */
  UsernameAttributes?: UsernameAttributeType[];
  /** Set at creation only: verified (or, for preferred_username, confirmed) values also sign in. */
  AliasAttributes?: AliasAttributeType[];
  Policies: { PasswordPolicy: PasswordPolicy };
  UserAttributeUpdateSettings?: {
    AttributesRequireVerificationBeforeUpdate?: VerifiedAttributeType[];
  };
  /** Custom attributes only, named without the `custom:` prefix. */
  Schema: SchemaAttribute[];
  /** Standard attributes the pool declared (Required, Mutable, constraints); absent ones keep Cognito's. */
  StandardSchema?: SchemaAttribute[];
  DeletionProtection?: 'ACTIVE' | 'INACTIVE';
  LambdaConfig?: LambdaConfigType;
  AccountRecoverySetting?: AccountRecoverySettingType;
  AdminCreateUserConfig?: AdminCreateUserConfigType;
  EmailConfiguration?: EmailConfigurationType;
  VerificationMessageTemplate?: VerificationMessageTemplateType;
  EmailVerificationMessage?: string;
  EmailVerificationSubject?: string;
  SmsVerificationMessage?: string;
  SmsAuthenticationMessage?: string;
  UserPoolTags?: Record<string, string>;
  /** Threat protection; AUDIT or ENFORCED (Plus tier only) records AdminListUserAuthEvents' events. */
  UserPoolAddOns?: {
    AdvancedSecurityMode: 'OFF' | 'AUDIT' | 'ENFORCED';
    AdvancedSecurityAdditionalFlows?: { CustomAuthMode?: 'AUDIT' | 'ENFORCED' };
  };
  UserPoolTier?: 'LITE' | 'ESSENTIALS' | 'PLUS';
  /** Device tracking: on when present (sign-in/devices.ts). */
  DeviceConfiguration?: {
    ChallengeRequiredOnNewDevice?: boolean;
    DeviceOnlyRememberedOnUserPrompt?: boolean;
  };
  [other: string]: unknown;
}

export type TokenUnit = 'seconds' | 'minutes' | 'hours' | 'days';

export interface ClientSettings {
  ClientId: string;
  ClientName: string;
  UserPoolId: string;
  ExplicitAuthFlows: ExplicitAuthFlowsType[];
  PreventUserExistenceErrors: 'ENABLED' | 'LEGACY';
  EnableTokenRevocation: boolean;
  AuthSessionValidity: number;
  AccessTokenValidity: number;
  IdTokenValidity: number;
  RefreshTokenValidity: number;
  TokenValidityUnits: { AccessToken: TokenUnit; IdToken: TokenUnit; RefreshToken: TokenUnit };
  /** Set by GenerateSecret; calls that name a user then need SECRET_HASH (client-secret.ts). */
  ClientSecret?: string;
  [other: string]: unknown;
}

export const defaultPasswordPolicy: PasswordPolicy = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
};

const unitInMs: Record<TokenUnit, number> = {
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

export function tokenLifetimesInMs(client: ClientSettings) {
  const units = client.TokenValidityUnits;
  return {
    accessInMs: client.AccessTokenValidity * unitInMs[units.AccessToken],
    idInMs: client.IdTokenValidity * unitInMs[units.IdToken],
    refreshInMs: client.RefreshTokenValidity * unitInMs[units.RefreshToken],
  };
}

/** The SRP "pool name": the part of the pool id after the region, as Amplify computes it. */
export function srpPoolName(poolId: string): string {
  return poolId.split('_')[1] ?? poolId;
}

export type ClientAuthFlow =
  'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH' | 'ADMIN_USER_PASSWORD_AUTH';

/** The deprecated flow names, which Cognito still accepts but not alongside `ALLOW_` ones. */
export const legacyAuthFlows = ['ADMIN_NO_SRP_AUTH', 'CUSTOM_AUTH_FLOW_ONLY', 'USER_PASSWORD_AUTH'];

export function isLegacyAuthFlow(flow: string): boolean {
  return legacyAuthFlows.includes(flow);
}

/**
 * Whether the client lets `flow` start a sign-in. A client set with the legacy names predates
 * the `ALLOW_` ones: SRP and refresh were always on, and the names only added password flows.
 */
export function allowsAuthFlow(client: ClientSettings, flow: ClientAuthFlow): boolean {
  const flows = client.ExplicitAuthFlows;
  if (!flows.some(isLegacyAuthFlow)) return flows.includes(`ALLOW_${flow}`);
  if (flow === 'ADMIN_USER_PASSWORD_AUTH') return flows.includes('ADMIN_NO_SRP_AUTH');
  if (flow === 'USER_PASSWORD_AUTH') return flows.includes('USER_PASSWORD_AUTH');
  return true;
}
