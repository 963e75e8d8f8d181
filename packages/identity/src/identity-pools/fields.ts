import { z } from 'zod';
import { wholeValuePattern } from '../operations/fields.js';

/** Field shapes and limits from the Amazon Cognito Identity API model. */
const idPattern = wholeValuePattern('[\\w-]+:[0-9a-f-]+');
export const identityPoolIdField = z.string().min(1).max(55).regex(idPattern);
export const identityIdField = z.string().min(1).max(55).regex(idPattern);
export const identityPoolNameField = z
  .string()
  .min(1)
  .max(128)
  .regex(wholeValuePattern('[\\w\\s+=,.@-]+'));
const arnField = z.string().min(20).max(2048);

/** A map of at most `max` entries, worded as the model's length constraint on a map. */
const boundedMap = <Value extends z.ZodType>(key: z.ZodString, value: Value, max: number) =>
  z.record(key, value).refine((map) => Object.keys(map).length <= max, {
    message: `Member must have length less than or equal to ${max}`,
  });

/** Provider name → token; the tokens are sensitive (validation-errors.ts names, never echoes). */
export const loginsField = boundedMap(
  z.string().min(1).max(128),
  z.string().min(1).max(50_000),
  10,
);

export const cognitoIdentityProviderField = z.object({
  ProviderName: z.string().min(1).max(128).regex(wholeValuePattern('[\\w._:/-]+')),
  ClientId: z.string().min(1).max(128).regex(wholeValuePattern('[\\w_]+')),
  ServerSideTokenCheck: z.boolean().optional(),
});

/** CreateIdentityPool's settings, kept and described as given. */
export const identityPoolSettingsFields = {
  IdentityPoolName: identityPoolNameField,
  AllowUnauthenticatedIdentities: z.boolean(),
  AllowClassicFlow: z.boolean().optional(),
  SupportedLoginProviders: boundedMap(
    z.string().min(1).max(128),
    z.string().min(1).max(128).regex(wholeValuePattern('[\\w.;_/-]+')),
    10,
  ).optional(),
  DeveloperProviderName: z
    .string()
    .min(1)
    .max(128)
    .regex(wholeValuePattern('[\\w._-]+'))
    .optional(),
  OpenIdConnectProviderARNs: z.array(arnField).optional(),
  CognitoIdentityProviders: z.array(cognitoIdentityProviderField).optional(),
  SamlProviderARNs: z.array(arnField).optional(),
  IdentityPoolTags: boundedMap(z.string().min(1).max(128), z.string().max(256), 50).optional(),
};

export type IdentityPoolSettings = z.infer<z.ZodObject<typeof identityPoolSettingsFields>> & {
  IdentityPoolId: string;
};
