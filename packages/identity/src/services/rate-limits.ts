import { sql } from 'drizzle-orm';
import { CognitoError, messages } from '../errors.js';
import { rateLimits } from '../store/schema.js';
import type { Uses } from './context.js';

/** Per-user hourly quotas, as Cognito documents them. */
export const hourlyLimits = {
  ConfirmSignUp: 15,
  ResendConfirmationCode: 5,
  ConfirmForgotPassword: 10,
  ForgotPassword: 5,
  ChangePassword: 5,
  GetUserAttributeVerificationCode: 5,
  VerifyUserAttribute: 15,
} as const;

export type LimitedAction = keyof typeof hourlyLimits;

const windowInMs = 3_600_000;

/**
 * Counts one attempt in a fixed one-hour window in a single statement, so parallel requests
 * cannot slip past the limit; attempts over the limit are refused before any other work.
 */
export async function countAttempt(
  services: Uses<'clock' | 'db'>,
  userId: string,
  action: LimitedAction,
): Promise<void> {
  const now = services.clock.nowInMs();
  const windowExpired = sql`${rateLimits.windowStartedAt} <= ${now - windowInMs}`;
  const [row] = await services.db
    .insert(rateLimits)
    .values({ userId, action, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.userId, rateLimits.action],
      set: {
        count: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > hourlyLimits[action]) {
    throw new CognitoError('LimitExceededException', messages.attemptLimit);
  }
}
