import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Everything the web app stores lives in PostgreSQL schema `app`, apart from other services. */
export const appSchema = pgSchema('app');

export const subscriptionStatuses = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The app's own record of a person (docs/product.md §3 "User"); identity attributes are copies.
 */
export const users = appSchema.table(
  'users',
  {
    cognitoId: text('cognito_id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    isTrustee: boolean('is_trustee').notNull().default(false),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    ownerCognitoId: text('owner_cognito_id'),
    accessStartDate: moment('access_start_date'),
    accessEndDate: moment('access_end_date'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    lastActive: moment('last_active'),
    /** When the identity copies above were last taken from the identity service; null: never. */
    profileSyncedAt: moment('profile_synced_at'),
    subscriptionStatus: text('subscription_status', { enum: subscriptionStatuses })
      .notNull()
      .default('trialing'),
    trialStartDate: moment('trial_start_date'),
    trialEndDate: moment('trial_end_date'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripePriceId: text('stripe_price_id'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodStart: moment('current_period_start'),
    currentPeriodEnd: moment('current_period_end'),
    planInterval: text('plan_interval', { enum: ['month', 'year'] }),
    firstEmailSent: boolean('first_email_sent').notNull().default(false),
    secondEmailSent: boolean('second_email_sent').notNull().default(false),
    thirdEmailSent: boolean('third_email_sent').notNull().default(false),
    secondEmailScheduled: boolean('second_email_scheduled').notNull().default(false),
    thirdEmailScheduled: boolean('third_email_scheduled').notNull().default(false),
    accountOwnershipTransferredEmailSent: boolean('account_ownership_transferred_email_sent')
      .notNull()
      .default(false),
  },
  // Written unqualified: drizzle-kit would otherwise qualify the columns with the table name.
  () => [
    check(
      'users_subscription_status_known',
      sql.raw(`subscription_status in (${subscriptionStatuses.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('users_plan_interval_known', sql.raw(`plan_interval in ('month', 'year')`)),
    check(
      'users_trial_ends_after_start',
      sql.raw('trial_end_date is null or trial_end_date >= trial_start_date'),
    ),
  ],
);

/**
 * Attempts counted by the limits every server process shares (`rate-limit/`): one row per limit
 * and key, the key a digest so the table does not collect what people typed.
 */
export const rateLimits = appSchema.table(
  'rate_limits',
  {
    limitName: text('limit_name').notNull(),
    keyDigest: text('key_digest').notNull(),
    attempts: integer('attempts').notNull(),
    windowEndsAt: moment('window_ends_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.limitName, table.keyDigest] }),
    index('rate_limits_window_ends_at').on(table.windowEndsAt),
  ],
);

/**
 * Recovery codes (decision 015): only scrypt hashes, one random salt per set (the same on each
 * row of a set), so an attempt hashes once and compares with every unused hash of the person.
 */
export const recoveryCodes = appSchema.table(
  'recovery_codes',
  {
    id: text('id').primaryKey(),
    cognitoId: text('cognito_id').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    /** Set by the one request that used the code; a used code never works again. */
    usedAt: moment('used_at'),
  },
  (table) => [index('recovery_codes_cognito_id').on(table.cognitoId)],
);

/**
 * What the app itself did to an account (password changed, codes renewed, …), listed on the
 * security page beside the identity service's sign-in events. `kind` is an ActivityKind.
 */
export const accountEvents = appSchema.table(
  'account_events',
  {
    id: text('id').primaryKey(),
    cognitoId: text('cognito_id').notNull(),
    kind: text('kind').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    at: moment('at').notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('account_events_cognito_id_at').on(table.cognitoId, table.at),
    check('account_events_outcome_known', sql.raw(`outcome in ('succeeded', 'failed')`)),
  ],
);

/**
 * What administrators did (decision 016), also what they failed to do. The app only ever inserts
 * here: there is no update or delete path, and deleting an account keeps its rows. Usernames are
 * copied, so an entry still reads when the account is gone; `admin_sub` is null for the command.
 */
export const adminAudit = appSchema.table(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    at: moment('at').notNull(),
    adminSub: text('admin_sub'),
    adminUsername: text('admin_username').notNull(),
    targetSub: text('target_sub'),
    targetUsername: text('target_username').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    detail: text('detail'),
  },
  (table) => [
    index('admin_audit_at_id').on(table.at, table.id),
    index('admin_audit_target_sub_at').on(table.targetSub, table.at),
    check('admin_audit_outcome_known', sql.raw(`outcome in ('succeeded', 'failed')`)),
  ],
);

/** An administrator's step-up window: sensitive actions need no new step-up before it ends. */
export const adminStepUps = appSchema.table('admin_step_ups', {
  adminSub: text('admin_sub').primaryKey(),
  validUntil: moment('valid_until').notNull(),
});

export const tables = {
  users,
  rateLimits,
  recoveryCodes,
  accountEvents,
  adminAudit,
  adminStepUps,
};

export type UserRow = typeof users.$inferSelect;
