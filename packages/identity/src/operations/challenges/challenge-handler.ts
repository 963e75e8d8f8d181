import type { z } from 'zod';
import { invalidParameter, messages, notAuthorized } from '../../errors.js';
import type { Services } from '../../services/context.js';
import type { ClientSettings, PoolSettings } from '../../services/pool-settings.js';
import type { SignInStep } from '../../services/sign-in-steps.js';
import { usernameKey, type UserRecord } from '../../services/users.js';

export interface ChallengeRequest {
  pool: PoolSettings;
  client: ClientSettings;
  session: string;
  responses: Record<string, string>;
}

export type ChallengeHandler = (
  services: Services,
  request: ChallengeRequest,
) => Promise<SignInStep>;

export function readResponses<S extends z.ZodType>(schema: S, responses: Record<string, string>) {
  const parsed = schema.safeParse(responses);
  if (parsed.success) return parsed.data as z.infer<S>;
  const missing = parsed.error.issues[0]?.path.map(String).join('.') ?? 'ChallengeResponses';
  throw invalidParameter(`Missing required parameter ${missing}`);
}

/** The session's user, who must also be the one named in the responses. */
export function requireSessionUser(
  user: UserRecord | undefined,
  username: string | undefined,
): UserRecord {
  if (!user || !user.enabled) throw notAuthorized(messages.sessionExpired);
  if (username !== undefined && usernameKey(username) !== user.usernameKey) {
    throw notAuthorized(messages.sessionExpired);
  }
  return user;
}
