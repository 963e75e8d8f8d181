import type { z } from 'zod';
import { invalidParameter } from '../../errors.js';
import {
  isLegacyAuthFlow,
  tokenLifetimesInMs,
  type ClientSettings,
  type TokenUnit,
} from '../../services/pool-settings.js';
import { clientSettingsInput } from './pool-fields.js';

type ClientSettingsInput = z.infer<z.ZodObject<typeof clientSettingsInput>>;

/** What a client created without ExplicitAuthFlows allows, as DescribeUserPoolClient lists it. */
export const defaultAuthFlows: ClientSettings['ExplicitAuthFlows'] = [
  'ALLOW_REFRESH_TOKEN_AUTH',
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_CUSTOM_AUTH',
];

/**
 * A client's settings from a Create- or UpdateUserPoolClient request. Both work the same way
 * on AWS: a setting not given takes its default, even if the client had another value before.
 */
export function clientSettingsFrom(
  input: ClientSettingsInput,
  identity: Pick<ClientSettings, 'ClientId' | 'ClientName' | 'UserPoolId'>,
): ClientSettings {
  const {
    ExplicitAuthFlows,
    PreventUserExistenceErrors,
    EnableTokenRevocation,
    AuthSessionValidity,
    AccessTokenValidity,
    IdTokenValidity,
    RefreshTokenValidity,
    TokenValidityUnits,
    AllowedOAuthFlowsUserPoolClient,
    EnablePropagateAdditionalUserContextData,
    ...givenAsIs
  } = input;
  const settings: ClientSettings = {
    ...identity,
    ...Object.fromEntries(
      Object.entries(givenAsIs).filter(
        ([name, value]) => name in clientSettingsInput && value !== undefined,
      ),
    ),
    ExplicitAuthFlows: checkedAuthFlows(ExplicitAuthFlows ?? defaultAuthFlows),
    // LEGACY is Cognito's default for clients made through the API (the console picks ENABLED).
    PreventUserExistenceErrors: PreventUserExistenceErrors ?? 'LEGACY',
    EnableTokenRevocation: EnableTokenRevocation ?? true,
    AuthSessionValidity: AuthSessionValidity ?? 3,
    AccessTokenValidity: AccessTokenValidity ?? 60,
    IdTokenValidity: IdTokenValidity ?? 60,
    RefreshTokenValidity: RefreshTokenValidity ?? 30,
    TokenValidityUnits: {
      AccessToken: TokenValidityUnits?.AccessToken ?? defaultUnit(AccessTokenValidity),
      IdToken: TokenValidityUnits?.IdToken ?? defaultUnit(IdTokenValidity),
      RefreshToken: TokenValidityUnits?.RefreshToken ?? 'days',
    },
    AllowedOAuthFlowsUserPoolClient: AllowedOAuthFlowsUserPoolClient ?? false,
    EnablePropagateAdditionalUserContextData: EnablePropagateAdditionalUserContextData ?? false,
  };
  assertLifetimesInRange(settings);
  return settings;
}

const minuteInMs = 60_000;
const dayInMs = 86_400_000;

/** ID and access tokens live 5 minutes to a day, refresh tokens an hour to ten years. */
function assertLifetimesInRange(settings: ClientSettings) {
  const { accessInMs, idInMs, refreshInMs } = tokenLifetimesInMs(settings);
  const within = (valueInMs: number, minInMs: number, maxInMs: number) =>
    valueInMs >= minInMs && valueInMs <= maxInMs;
  const valid =
    within(accessInMs, 5 * minuteInMs, dayInMs) &&
    within(idInMs, 5 * minuteInMs, dayInMs) &&
    within(refreshInMs, 60 * minuteInMs, 3650 * dayInMs);
  if (!valid) throw invalidParameter('Invalid range for token validity.');
}

/**
 * UpdateUserPoolClient's result: the request's settings as at creation, but the name (which has
 * no default) is kept when none is given, and the secret (which only creation makes) is kept.
 */
export function updatedClientSettings(
  current: ClientSettings,
  input: ClientSettingsInput & { ClientName?: string | undefined },
): ClientSettings {
  return {
    ...clientSettingsFrom(input, {
      ClientId: current.ClientId,
      ClientName: input.ClientName ?? current.ClientName,
      UserPoolId: current.UserPoolId,
    }),
    ...('ClientSecret' in current ? { ClientSecret: current.ClientSecret } : {}),
  };
}

/** A validity given without its unit is in hours (AWS's API default); the default is 60 minutes. */
function defaultUnit(validity: number | undefined): TokenUnit {
  return validity === undefined ? 'minutes' : 'hours';
}

/** Cognito still takes the names without `ALLOW_`, but not mixed with `ALLOW_` ones. */
function checkedAuthFlows(flows: ClientSettings['ExplicitAuthFlows']) {
  const legacy = flows.filter(isLegacyAuthFlow);
  if (legacy.length > 0 && legacy.length < flows.length) {
    throw invalidParameter(
      'ExplicitAuthFlows values with the ALLOW_ prefix cannot be used along with values without the ALLOW_ prefix.',
    );
  }
  return [...new Set(flows)];
}
