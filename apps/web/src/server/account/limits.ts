import 'server-only';
import type { RateLimiter } from '../rate-limit/database-limiter';
import { AccountError } from './account-error';
import { SECURITY_MESSAGES } from './security-messages';

/** The key a person's username is counted under: the pool matches usernames in any case. */
export function usernameLimitKey(username: string): string {
  return username.trim().toLowerCase();
}

/** Counts one attempt against each limit (all of them, before any refuses). */
export async function consumeAttempt(
  ...attempts: { limiter: RateLimiter; key: string }[]
): Promise<void> {
  const allowed = await Promise.all(attempts.map(({ limiter, key }) => limiter.tryConsume(key)));
  if (allowed.includes(false))
    throw new AccountError('TOO_MANY_REQUESTS', SECURITY_MESSAGES.tooManyAttempts);
}
