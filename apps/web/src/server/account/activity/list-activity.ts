import 'server-only';
import type { ActivityEvent } from '@/features/security/security-inputs';
import type { AppServices } from '../../app-services';
import type { SignedInContext } from '../account-context';
import { assertLiveSession } from '../live-session';
import { listAccountEvents } from './account-event-store';
import { listSignInEvents } from './sign-in-events';

/** The security page shows this many events at most. */
export const ACTIVITY_LIMIT = 50;

export interface Activity {
  events: ActivityEvent[];
  /** False when the pool keeps no sign-in events: the list then holds the app's own only. */
  signInEventsRecorded: boolean;
}

/** The identity service's sign-ins merged with the app's own events, newest first. */
export async function listActivity(context: SignedInContext): Promise<Activity> {
  await assertLiveSession(context);
  return listPersonActivity(context.services, context.session);
}

/** One person's activity as their security page shows it (the support console shows it too). */
export async function listPersonActivity(
  services: AppServices,
  person: { sub: string; username: string },
): Promise<Activity> {
  const db = await services.database();
  const [signIns, own] = await Promise.all([
    listSignInEvents(services, person.username, ACTIVITY_LIMIT),
    listAccountEvents(db, person.sub, ACTIVITY_LIMIT),
  ]);
  const events = [...(signIns ?? []), ...own]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, ACTIVITY_LIMIT);
  return { events, signInEventsRecorded: signIns !== null };
}
