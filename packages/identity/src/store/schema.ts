import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Times are epoch milliseconds from the injected clock,
 * so expiry and lockout do not depend on the database's clock or time zone.
 * The SQL that creates these tables is in `migrations/`; keep both in step.
 */
export const identitySchema = pgSchema('identity');

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'RESET_REQUIRED' | 'FORCE_CHANGE_PASSWORD';

const epochMs = (name: string) => bigint(name, { mode: 'number' });

export const pools = identitySchema.table('pools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull(),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

export const clients = identitySchema.table('clients', {
  id: text('id').primaryKey(),
  poolId: text('pool_id').notNull(),
  settings: jsonb('settings').notNull(),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

/** Amazon Cognito Identity's identity pools (migration 0012). */
export const identityPools = identitySchema.table('identity_pools', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull(),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

/** An identity pool's identities; a guest's has no user pool and no sub (migration 0012). */
export const poolIdentities = identitySchema.table('pool_identities', {
  id: text('id').primaryKey(),
  identityPoolId: text('identity_pool_id').notNull(),
  userPoolId: text('user_pool_id'),
  userSub: text('user_sub'),
  createdAt: epochMs('created_at').notNull(),
  lastModifiedAt: epochMs('last_modified_at').notNull(),
});

export const users = identitySchema.table('users', {
  id: text('id').primaryKey(),
  poolId: text('pool_id').notNull(),
  username: text('username').notNull(),
  /** Case-folded username; unique per pool so concurrent sign-ups of one name cannot both win. */
  usernameKey: text('username_key').notNull(),
  emailKey: text('email_key'),
  /**
   * Sign-in aliases, folded; set only by the database (migration 0007 derives them from the
   * attributes, status and the pool's settings) and unique per pool.
   */
  aliasEmailKey: text('alias_email_key'),
  aliasPhoneKey: text('alias_phone_key'),
  aliasPreferredUsernameKey: text('alias_preferred_username_key'),
  status: text('status').$type<UserStatus>().notNull(),
  enabled: boolean('enabled').notNull(),
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
  pendingAttributes: jsonb('pending_attributes').$type<Record<string, string>>().notNull(),
  srpSalt: text('srp_salt').notNull(),
  srpVerifier: text('srp_verifier').notNull(),
  temporaryPasswordExpiresAt: epochMs('temporary_password_expires_at'),
  totpSecretSealed: text('totp_secret_sealed'),
  totpPendingSecretSealed: text('totp_pending_secret_sealed'),
  totpEnabled: boolean('totp_enabled').notNull(),
  totpPreferred: boolean('totp_preferred').notNull(),
  lastTotpStep: epochMs('last_totp_step'),
  failedSignIns: integer('failed_sign_ins').notNull(),
  lastFailedSignInAt: epochMs('last_failed_sign_in_at'),
  lockedUntil: epochMs('locked_until'),
  /** Consecutive wrong authenticator codes across sessions (sign-in/rules.ts). */
  failedTotpCodes: integer('failed_totp_codes').notNull(),
  totpLockedUntil: epochMs('totp_locked_until'),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

export const codes = identitySchema.table(
  'codes',
  {
    userId: text('user_id').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: epochMs('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.purpose] })],
);

export const rateLimits = identitySchema.table(
  'rate_limits',
  {
    userId: text('user_id').notNull(),
    action: text('action').notNull(),
    windowStartedAt: epochMs('window_started_at').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.action] })],
);

export const authSessions = identitySchema.table('auth_sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id'),
  poolId: text('pool_id').notNull(),
  clientId: text('client_id').notNull(),
  challenge: text('challenge').notNull(),
  state: jsonb('state').$type<Record<string, string>>().notNull(),
  expiresAt: epochMs('expires_at').notNull(),
  wrongCodes: integer('wrong_codes').notNull(),
});

export const refreshTokens = identitySchema.table('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  originJti: text('origin_jti').notNull().unique(),
  userId: text('user_id').notNull(),
  poolId: text('pool_id').notNull(),
  clientId: text('client_id').notNull(),
  authTime: epochMs('auth_time').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
  revokedAt: epochMs('revoked_at'),
  /** The tracked device the sign-in was made on (migration 0011); a refresh must name it. */
  deviceKey: text('device_key'),
  /** Scopes granted on the hosted domain; null for a sign-in through the JSON API. */
  scope: text('scope'),
});

/** A tracked device of a user (migration 0011); the verifier is set by ConfirmDevice. */
export const devices = identitySchema.table('devices', {
  deviceKey: text('device_key').primaryKey(),
  poolId: text('pool_id').notNull(),
  userId: text('user_id').notNull(),
  groupKey: text('group_key').notNull(),
  srpSalt: text('srp_salt'),
  srpVerifier: text('srp_verifier'),
  name: text('name'),
  remembered: boolean('remembered').notNull(),
  lastIp: text('last_ip'),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
  lastAuthenticatedAt: epochMs('last_authenticated_at').notNull(),
});

/** A hosted-domain authorization code, by its SHA-256; redeeming deletes the row. */
export const oauthCodes = identitySchema.table('oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  poolId: text('pool_id').notNull(),
  clientId: text('client_id').notNull(),
  userId: text('user_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge'),
  scope: text('scope').notNull(),
  nonce: text('nonce'),
  authTime: epochMs('auth_time').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
});

/** A browser's session on the hosted domain (its cookie's SHA-256). */
export const hostedSessions = identitySchema.table('hosted_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  poolId: text('pool_id').notNull(),
  userId: text('user_id').notNull(),
  authTime: epochMs('auth_time').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
});

/** A user-pool group; its name is compared exactly (the column's collation is C). */
export const groups = identitySchema.table(
  'groups',
  {
    poolId: text('pool_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    roleArn: text('role_arn'),
    precedence: integer('precedence'),
    createdAt: epochMs('created_at').notNull(),
    updatedAt: epochMs('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.poolId, table.name] })],
);

export const groupMembers = identitySchema.table(
  'group_members',
  {
    poolId: text('pool_id').notNull(),
    groupName: text('group_name').notNull(),
    userId: text('user_id').notNull(),
    createdAt: epochMs('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.poolId, table.groupName, table.userId] })],
);

/** AdminListUserAuthEvents' events, for pools with threat protection only (migration 0008). */
export const authEvents = identitySchema.table('auth_events', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  eventId: text('event_id').notNull().unique(),
  userId: text('user_id').notNull(),
  eventType: text('event_type').notNull(),
  eventResponse: text('event_response').notNull(),
  challenges: jsonb('challenges').notNull(),
  createdAt: epochMs('created_at').notNull(),
  /** EventContextData (migration 0009); null for events recorded before it. */
  ipAddress: text('ip_address'),
  deviceName: text('device_name'),
});

export const signingKeys = identitySchema.table('signing_keys', {
  kid: text('kid').primaryKey(),
  purpose: text('purpose').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

export const serverSecrets = identitySchema.table('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const tables = {
  pools,
  clients,
  identityPools,
  poolIdentities,
  users,
  codes,
  rateLimits,
  authSessions,
  refreshTokens,
  groups,
  groupMembers,
  authEvents,
  signingKeys,
  serverSecrets,
};
