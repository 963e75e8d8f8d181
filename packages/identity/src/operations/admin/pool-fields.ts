import { z } from 'zod';

/** The pool settings an administrator may give at creation or update. */
export const poolSettingsInput = {
  Policies: z
    .object({
      PasswordPolicy: z
        .object({
          MinimumLength: z.number().int().min(6).max(99).optional(),
          RequireUppercase: z.boolean().optional(),
          RequireLowercase: z.boolean().optional(),
          RequireNumbers: z.boolean().optional(),
          RequireSymbols: z.boolean().optional(),
          TemporaryPasswordValidityDays: z.number().int().min(0).max(365).optional(),
        })
        .optional(),
    })
    .optional(),
  MfaConfiguration: z.enum(['OFF', 'ON', 'OPTIONAL']).optional(),
  AutoVerifiedAttributes: z
    .array(z.enum(['email', 'phone_number']))
    .max(2)
    .optional(),
  UserAttributeUpdateSettings: z
    .object({
      AttributesRequireVerificationBeforeUpdate: z.array(z.enum(['email', 'phone_number'])).max(2),
    })
    .optional(),
};

/** What users sign in with; CreateUserPool only, as in Cognito's UpdateUserPool request. */
export const signInAttributesInput = {
  UsernameAttributes: z
    .array(z.enum(['email', 'phone_number']))
    .max(2)
    .optional(),
  AliasAttributes: z
    .array(z.enum(['email', 'phone_number', 'preferred_username']))
    .max(3)
    .optional(),
};

export const schemaAttributeInput = z.object({
  Name: z.string().min(1).max(20),
  AttributeDataType: z.enum(['String', 'Number', 'DateTime', 'Boolean']).optional(),
  DeveloperOnlyAttribute: z.boolean().optional(),
  Mutable: z.boolean().optional(),
  Required: z.boolean().optional(),
  StringAttributeConstraints: z
    .object({ MinLength: z.string().max(8).optional(), MaxLength: z.string().max(8).optional() })
    .optional(),
  NumberAttributeConstraints: z
    .object({ MinValue: z.string().max(32).optional(), MaxValue: z.string().max(32).optional() })
    .optional(),
});

export const clientSettingsInput = {
  ExplicitAuthFlows: z
    .array(
      z.enum([
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_CUSTOM_AUTH',
        'ALLOW_USER_AUTH',
        'ADMIN_NO_SRP_AUTH',
        'CUSTOM_AUTH_FLOW_ONLY',
        'USER_PASSWORD_AUTH',
      ]),
    )
    .max(6)
    .optional(),
  PreventUserExistenceErrors: z.enum(['ENABLED', 'LEGACY']).optional(),
  EnableTokenRevocation: z.boolean().optional(),
  AuthSessionValidity: z.number().int().min(3).max(15).optional(),
  AccessTokenValidity: z.number().int().min(1).max(86_400).optional(),
  IdTokenValidity: z.number().int().min(1).max(86_400).optional(),
  RefreshTokenValidity: z.number().int().min(1).max(315_360_000).optional(),
  TokenValidityUnits: z
    .object({
      AccessToken: z.enum(['seconds', 'minutes', 'hours', 'days']).optional(),
      IdToken: z.enum(['seconds', 'minutes', 'hours', 'days']).optional(),
      RefreshToken: z.enum(['seconds', 'minutes', 'hours', 'days']).optional(),
    })
    .optional(),
  AllowedOAuthFlowsUserPoolClient: z.boolean().optional(),
  EnablePropagateAdditionalUserContextData: z.boolean().optional(),
  // Stored and described as given; this server has no hosted UI or OAuth endpoints.
  AllowedOAuthFlows: z
    .array(z.enum(['code', 'implicit', 'client_credentials']))
    .max(3)
    .optional(),
  AllowedOAuthScopes: z.array(z.string().min(1).max(256)).max(50).optional(),
  CallbackURLs: z.array(z.string().min(1).max(1024)).max(100).optional(),
  LogoutURLs: z.array(z.string().min(1).max(1024)).max(100).optional(),
  DefaultRedirectURI: z.string().min(1).max(1024).optional(),
  SupportedIdentityProviders: z.array(z.string().min(1).max(32)).optional(),
  ReadAttributes: z.array(z.string().min(1).max(2048)).optional(),
  WriteAttributes: z.array(z.string().min(1).max(2048)).optional(),
};
