import type {
  AccountRecoverySettingType,
  AttributeDataType,
  ExplicitAuthFlowsType,
  VerifiedAttributeType,
} from '@aws-sdk/client-cognito-identity-provider';

/** The subset of Cognito's UserPoolType and UserPoolClientType this server acts on. */
export interface SchemaAttribute {
  Name: string;
  AttributeDataType?: AttributeDataType;
  Mutable?: boolean;
  Required?: boolean;
  StringAttributeConstraints?: { MinLength?: string; MaxLength?: string };
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
  Policies: { PasswordPolicy: PasswordPolicy };
  UserAttributeUpdateSettings?: {
    AttributesRequireVerificationBeforeUpdate?: VerifiedAttributeType[];
  };
  AccountRecoverySetting?: AccountRecoverySettingType;
  /** Custom attributes only, named without the `custom:` prefix. */
  Schema: SchemaAttribute[];
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

export function allowsAuthFlow(
  client: ClientSettings,
  flow: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH',
): boolean {
  return client.ExplicitAuthFlows.includes(`ALLOW_${flow}`);
}
