import { and, eq, sql } from 'drizzle-orm';
import type { Uses } from '../services/context.js';
import { forgetCachedSettings } from '../services/pools.js';
import { DEFAULT_CLIENT_ID, DEFAULT_POOL_ID } from '../services/pools.js';
import { clients, pools } from '../store/schema.js';

/** The embedded web client's OAuth settings, kept where a store already has its own. */
const oauthDefaults = {
  AllowedOAuthFlowsUserPoolClient: true,
  AllowedOAuthFlows: ['code'],
  AllowedOAuthScopes: ['phone', 'email', 'profile', 'openid', 'aws.cognito.signin.user.admin'],
  SupportedIdentityProviders: ['COGNITO'],
  CallbackURLs: [],
  LogoutURLs: [],
};

/**
 * On each start with the hosted domain: the default web client gains the OAuth settings it
 * lacks, and `<origin>/contacts` (callback) and `<origin>/login` (logout) for every configured
 * web origin; nothing stored is removed. The default pool's confirmation by code or by link
 * follows SIGNUP_CONFIRMATION.
 */
export async function prepareDefaultClientForHostedSignIn(
  services: Uses<'clock' | 'config' | 'db'> & object,
) {
  const { webOrigins, signUpConfirmation } = services.config;
  const callbacks = webOrigins.map((origin) => `${origin}/contacts`);
  const logouts = webOrigins.map((origin) => `${origin}/login`);
  const now = services.clock.nowInMs();
  // In jsonb `a || b` the right side wins: defaults, then what is stored, then the merged lists.
  const merged = sql`(${JSON.stringify(oauthDefaults)}::jsonb || ${clients.settings}) || jsonb_build_object(
        'CallbackURLs', (SELECT jsonb_agg(DISTINCT value) FROM jsonb_array_elements_text(
          coalesce(${clients.settings}->'CallbackURLs', '[]'::jsonb) || ${JSON.stringify(callbacks)}::jsonb)),
        'LogoutURLs', (SELECT jsonb_agg(DISTINCT value) FROM jsonb_array_elements_text(
          coalesce(${clients.settings}->'LogoutURLs', '[]'::jsonb) || ${JSON.stringify(logouts)}::jsonb)))`;
  // Only when something changes, so a restart leaves the row (and its updated_at) alone.
  await services.db
    .update(clients)
    .set({ settings: merged, updatedAt: now })
    .where(
      and(eq(clients.id, DEFAULT_CLIENT_ID), sql`${clients.settings} IS DISTINCT FROM ${merged}`),
    );
  const option = signUpConfirmation === 'link' ? 'CONFIRM_WITH_LINK' : 'CONFIRM_WITH_CODE';
  await services.db
    .update(pools)
    .set({
      settings: sql`jsonb_set(${pools.settings}, '{VerificationMessageTemplate}',
        coalesce(${pools.settings}->'VerificationMessageTemplate', '{}'::jsonb) ||
        jsonb_build_object('DefaultEmailOption', ${option}::text))`,
      updatedAt: now,
    })
    .where(
      and(
        eq(pools.id, DEFAULT_POOL_ID),
        sql`${pools.settings}->'VerificationMessageTemplate'->>'DefaultEmailOption' IS DISTINCT FROM ${option}`,
      ),
    );
  forgetCachedSettings(services);
}
