import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import { toEpochSeconds } from '../clock.js';
import { invalidParameter } from '../errors.js';
import { authEvents } from '../store/schema.js';
import type { Uses } from './context.js';
import type { EventContext } from './event-context.js';
import { pageOf, readPageToken } from './page-tokens.js';
import type { PoolSettings } from './pool-settings.js';

/**
 * The events AdminListUserAuthEvents lists. Cognito keeps them only for pools with threat
 * protection (UserPoolAddOns AUDIT or ENFORCED, as the embedded default pool has), so every
 * other pool decides from the settings it already holds and writes nothing.
 */
export type AuthEventType =
  'SignIn' | 'SignUp' | 'ForgotPassword' | 'PasswordChange' | 'ResendCode';
export type AuthEventResponse = 'Pass' | 'Fail' | 'InProgress';
export interface ChallengeOutcome {
  ChallengeName: 'Password' | 'Mfa';
  ChallengeResponse: 'Success' | 'Failure';
}

export function recordsAuthEvents(pool: Pick<PoolSettings, 'UserPoolAddOns'>): boolean {
  const mode = (pool.UserPoolAddOns as { AdvancedSecurityMode?: string } | undefined)
    ?.AdvancedSecurityMode;
  return mode === 'AUDIT' || mode === 'ENFORCED';
}

/**
 * Records one event. A failure to record is logged and swallowed: the event is an audit trail
 * of what happened, and must not turn the sign-in or sign-up it describes into a 500.
 */
export async function recordAuthEvent(
  services: Uses<'clock' | 'db' | 'log'>,
  event: {
    userId: string;
    eventType: AuthEventType;
    eventResponse: AuthEventResponse;
    context: EventContext;
    challenges?: ChallengeOutcome[];
  },
): Promise<void> {
  await guarded(services, event.eventType, () =>
    services.db.insert(authEvents).values({
      eventId: randomUUID(),
      userId: event.userId,
      eventType: event.eventType,
      eventResponse: event.eventResponse,
      challenges: event.challenges ?? [],
      createdAt: services.clock.nowInMs(),
      ipAddress: event.context.ipAddress ?? null,
      deviceName: event.context.deviceName ?? null,
    }),
  );
}

/** Records an event of a pool's user if the pool keeps auth events; other pools write nothing. */
export async function recordPoolAuthEvent(
  services: Uses<'clock' | 'db' | 'log'>,
  pool: Pick<PoolSettings, 'UserPoolAddOns'>,
  userId: string,
  eventType: Exclude<AuthEventType, 'SignIn'>,
  eventResponse: 'Pass' | 'Fail',
  context: EventContext,
): Promise<void> {
  if (!recordsAuthEvents(pool)) return;
  await recordAuthEvent(services, { userId, eventType, eventResponse, context });
}

/**
 * Ends the user's latest sign-in still waiting on a challenge, as Cognito's one event per
 * sign-in attempt goes from InProgress to Pass or Fail.
 */
export async function settleSignIn(
  services: Uses<'clock' | 'db' | 'log'>,
  userId: string,
  eventResponse: 'Pass' | 'Fail',
  challenge?: ChallengeOutcome,
): Promise<void> {
  await guarded(services, 'SignIn', async () => {
    const [pending] = await services.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.userId, userId), eq(authEvents.eventType, 'SignIn')))
      .orderBy(desc(authEvents.seq))
      .limit(1);
    if (pending?.eventResponse !== 'InProgress') return;
    const challenges = [
      ...(pending.challenges as ChallengeOutcome[]),
      ...(challenge ? [challenge] : []),
    ];
    await services.db
      .update(authEvents)
      .set({ eventResponse, challenges })
      .where(eq(authEvents.seq, pending.seq));
  });
}

async function guarded(services: Uses<'log'>, eventType: string, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    services.log.error('auth event not recorded', {
      eventType,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** A page of the user's events, newest first; the page token names the last listed event. */
export async function listAuthEvents(
  services: Uses<'db'>,
  userId: string,
  limit: number,
  nextToken: string | undefined,
) {
  const after = readPageToken(nextToken);
  const seq = after === undefined ? undefined : Number(after);
  if (seq !== undefined && !Number.isSafeInteger(seq)) {
    throw invalidParameter('Invalid pagination token.');
  }
  const rows = await services.db
    .select()
    .from(authEvents)
    .where(
      seq === undefined
        ? eq(authEvents.userId, userId)
        : and(eq(authEvents.userId, userId), lt(authEvents.seq, seq)),
    )
    .orderBy(desc(authEvents.seq))
    .limit(limit + 1);
  const { page, next } = pageOf(rows, limit, (row) => String(row.seq));
  return {
    AuthEvents: page.map((row) => ({
      EventId: row.eventId,
      EventType: row.eventType as AuthEventType,
      CreationDate: toEpochSeconds(row.createdAt),
      EventResponse: row.eventResponse as AuthEventResponse,
      // No risk scoring is done here: every event reads as Cognito's no-risk verdict.
      EventRisk: { RiskDecision: 'NoRisk' as const, CompromisedCredentialsDetected: false },
      ChallengeResponses: row.challenges as ChallengeOutcome[],
      ...eventContextData(row),
    })),
    ...(next ? { NextToken: next } : {}),
  };
}

/** EventContextData with what was known of the request; no geolocation is done here. */
function eventContextData(row: { ipAddress: string | null; deviceName: string | null }) {
  if (row.ipAddress === null && row.deviceName === null) return {};
  return {
    EventContextData: {
      ...(row.ipAddress === null ? {} : { IpAddress: row.ipAddress }),
      ...(row.deviceName === null ? {} : { DeviceName: row.deviceName }),
    },
  };
}
