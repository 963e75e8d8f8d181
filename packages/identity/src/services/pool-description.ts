import { count, eq } from 'drizzle-orm';
import { toEpochSeconds } from '../clock.js';
import { type pools, users } from '../store/schema.js';
import type { Uses } from './context.js';
import { describeSchema } from './pool-schema.js';
import type { PoolSettings } from './pool-settings.js';

/**
 * The AWS account every resource of this server belongs to, in ARNs. Twelve zeros, as other
 * local AWS emulators use, so an ARN is never mistaken for a real account's.
 */
export const localAccountId = '000000000000';

/** A pool id starts with the region it was created in: `eu-west-1_AbC123`. */
export function poolArn(poolId: string): string {
  const region = poolId.split('_')[0] ?? '';
  return `arn:aws:cognito-idp:${region}:${localAccountId}:userpool/${poolId}`;
}

/**
 * Cognito's UserPoolType. Settings a pool was stored without (older pools, the default pool's
 * file) read as Cognito's defaults for a pool created without them.
 */
export async function describePool(services: Uses<'db'>, row: typeof pools.$inferSelect) {
  const {
    Schema: _custom,
    StandardSchema: _standard,
    SoftwareTokenMfaConfiguration: _mfa,
    ...settings
  } = row.settings as PoolSettings;
  const [counted] = await services.db
    .select({ users: count() })
    .from(users)
    .where(eq(users.poolId, row.id));
  return {
    DeletionProtection: 'INACTIVE' as const,
    LambdaConfig: {},
    VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' as const },
    EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' as const },
    UserPoolTags: {},
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: false, UnusedAccountValidityDays: 7 },
    UserPoolTier: 'ESSENTIALS' as const,
    ...settings,
    Id: row.id,
    Name: row.name,
    Arn: poolArn(row.id),
    SchemaAttributes: describeSchema(row.settings as PoolSettings),
    EstimatedNumberOfUsers: counted?.users ?? 0,
    CreationDate: toEpochSeconds(row.createdAt),
    LastModifiedDate: toEpochSeconds(row.updatedAt),
  };
}
