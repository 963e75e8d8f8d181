import { z } from 'zod';
import { CognitoError } from '../../errors.js';
import type { PoolSettings } from '../../services/pool-settings.js';

/**
 * Pool settings this server stores and describes as given but does not act on (no Lambda is
 * called, mail goes through its own SMTP sender), with the limits of the Cognito API model.
 */
const arn = z.string().min(20).max(2048);
const senderLambda = z.object({ LambdaVersion: z.enum(['V1_0']), LambdaArn: arn });
const withCode = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(
      /\{####\}/,
      'Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}\\s*]*\\{####\\}[\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}\\s*]*',
    );
const emailMessage = withCode(6, 20_000);
const smsMessage = withCode(6, 140);
const subject = z.string().min(1).max(140);

export const poolOptionsInput = {
  DeletionProtection: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  LambdaConfig: z
    .object({
      ...Object.fromEntries(
        [
          'PreSignUp',
          'CustomMessage',
          'PostConfirmation',
          'PreAuthentication',
          'PostAuthentication',
          'DefineAuthChallenge',
          'CreateAuthChallenge',
          'VerifyAuthChallengeResponse',
          'PreTokenGeneration',
          'UserMigration',
          'KMSKeyID',
        ].map((trigger) => [trigger, arn.optional()]),
      ),
      PreTokenGenerationConfig: z
        .object({ LambdaVersion: z.enum(['V1_0', 'V2_0', 'V3_0']), LambdaArn: arn })
        .optional(),
      CustomSMSSender: senderLambda.optional(),
      CustomEmailSender: senderLambda.optional(),
    })
    .optional(),
  AccountRecoverySetting: z
    .object({
      RecoveryMechanisms: z
        .array(
          z.object({
            Priority: z.number().int().min(1).max(2),
            Name: z.enum(['verified_email', 'verified_phone_number', 'admin_only']),
          }),
        )
        .min(1)
        .max(2),
    })
    .optional(),
  AdminCreateUserConfig: z
    .object({
      AllowAdminCreateUserOnly: z.boolean().optional(),
      UnusedAccountValidityDays: z.number().int().min(0).max(365).optional(),
      InviteMessageTemplate: z
        .object({
          SMSMessage: z.string().min(6).max(140).optional(),
          EmailMessage: z.string().min(6).max(20_000).optional(),
          EmailSubject: subject.optional(),
        })
        .optional(),
    })
    .optional(),
  EmailConfiguration: z
    .object({
      SourceArn: arn.optional(),
      ReplyToEmailAddress: z.string().max(2048).optional(),
      EmailSendingAccount: z.enum(['COGNITO_DEFAULT', 'DEVELOPER']).optional(),
      From: z.string().max(2048).optional(),
      ConfigurationSet: z.string().min(1).max(64).optional(),
    })
    .optional(),
  VerificationMessageTemplate: z
    .object({
      SmsMessage: smsMessage.optional(),
      EmailMessage: emailMessage.optional(),
      EmailSubject: subject.optional(),
      EmailMessageByLink: z.string().min(6).max(20_000).optional(),
      EmailSubjectByLink: subject.optional(),
      DefaultEmailOption: z.enum(['CONFIRM_WITH_LINK', 'CONFIRM_WITH_CODE']).optional(),
    })
    .optional(),
  EmailVerificationMessage: emailMessage.optional(),
  EmailVerificationSubject: subject.optional(),
  SmsVerificationMessage: smsMessage.optional(),
  SmsAuthenticationMessage: smsMessage.optional(),
  UserPoolTags: z.record(z.string().min(1).max(128), z.string().max(256)).optional(),
  UserPoolAddOns: z
    .object({
      AdvancedSecurityMode: z.enum(['OFF', 'AUDIT', 'ENFORCED']),
      AdvancedSecurityAdditionalFlows: z
        .object({ CustomAuthMode: z.enum(['AUDIT', 'ENFORCED']).optional() })
        .optional(),
    })
    .optional(),
  UserPoolTier: z.enum(['LITE', 'ESSENTIALS', 'PLUS']).optional(),
  DeviceConfiguration: z
    .object({
      ChallengeRequiredOnNewDevice: z.boolean().optional(),
      DeviceOnlyRememberedOnUserPrompt: z.boolean().optional(),
    })
    .optional(),
};

/**
 * Threat protection (UserPoolAddOns AUDIT or ENFORCED) is a Plus-tier feature; Cognito refuses
 * it on a pool of another tier, ESSENTIALS when none is given, with this error and wording.
 */
export function assertFeaturesInTier(
  settings: Pick<PoolSettings, 'UserPoolAddOns' | 'UserPoolTier'>,
) {
  const tier = settings.UserPoolTier ?? 'ESSENTIALS';
  const mode = settings.UserPoolAddOns?.AdvancedSecurityMode ?? 'OFF';
  if (mode !== 'OFF' && tier !== 'PLUS') {
    throw new CognitoError(
      'FeatureUnavailableInTierException',
      `The following features need to be disabled for the ${tier} pricing tier configured: Threat Protection`,
    );
  }
}

type PoolOptionsInput = z.infer<z.ZodObject<typeof poolOptionsInput>>;

/**
 * The options given, with Cognito's defaults inside the objects given. The verification
 * messages have two names each (EmailVerificationMessage and VerificationMessageTemplate's
 * EmailMessage, …); Cognito keeps both in step, so either given sets both.
 */
export function poolOptions(input: PoolOptionsInput): Partial<PoolSettings> {
  const { AdminCreateUserConfig, EmailConfiguration, VerificationMessageTemplate, ...rest } = input;
  const template = { ...VerificationMessageTemplate };
  const messages = {
    EmailVerificationMessage: input.EmailVerificationMessage ?? template.EmailMessage,
    EmailVerificationSubject: input.EmailVerificationSubject ?? template.EmailSubject,
    SmsVerificationMessage: input.SmsVerificationMessage ?? template.SmsMessage,
  };
  const givesMessages = VerificationMessageTemplate || Object.values(messages).some(Boolean);
  return definedOnly({
    ...rest,
    ...(AdminCreateUserConfig && {
      AdminCreateUserConfig: {
        AllowAdminCreateUserOnly: false,
        UnusedAccountValidityDays: 7,
        ...AdminCreateUserConfig,
      },
    }),
    ...(EmailConfiguration && {
      EmailConfiguration: {
        EmailSendingAccount: 'COGNITO_DEFAULT' as const,
        ...EmailConfiguration,
      },
    }),
    ...(givesMessages && {
      ...messages,
      VerificationMessageTemplate: definedOnly({
        DefaultEmailOption: 'CONFIRM_WITH_CODE' as const,
        ...template,
        EmailMessage: messages.EmailVerificationMessage,
        EmailSubject: messages.EmailVerificationSubject,
        SmsMessage: messages.SmsVerificationMessage,
      }),
    }),
  });
}

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
