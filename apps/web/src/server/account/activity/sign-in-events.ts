import 'server-only';
import {
  AdminListUserAuthEventsCommand,
  type AuthEventType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { ActivityEvent } from '@/features/security/security-inputs';
import { errorName } from '@/features/auth/flow/auth-errors';
import type { AppServices } from '../../app-services';

/**
 * The person's sign-ins as the identity service recorded them, newest first, or null when the
 * pool records none (threat protection off: `UserPoolAddOnNotEnabledException`). Other events
 * it lists (password changes, resets) the app records itself, with more detail.
 */
export async function listSignInEvents(
  services: AppServices,
  username: string,
  limit: number,
): Promise<ActivityEvent[] | null> {
  try {
    const answer = await services.cognito.send(
      new AdminListUserAuthEventsCommand({
        UserPoolId: services.env.cognito.userPoolId,
        Username: username,
        MaxResults: limit,
      }),
    );
    return (answer.AuthEvents ?? []).flatMap(toSignIn);
  } catch (error) {
    if (errorName(error) === 'UserPoolAddOnNotEnabledException') return null;
    throw error;
  }
}

/** A sign-in still waiting on its authenticator code has no outcome yet and is left out. */
function toSignIn(event: AuthEventType): ActivityEvent[] {
  if (event.EventType !== 'SignIn' || !event.CreationDate) return [];
  if (event.EventResponse !== 'Pass' && event.EventResponse !== 'Fail') return [];
  return [
    {
      id: `identity:${event.EventId ?? event.CreationDate.getTime()}`,
      kind: 'sign-in',
      outcome: event.EventResponse === 'Pass' ? 'succeeded' : 'failed',
      at: event.CreationDate,
      address: event.EventContextData?.IpAddress ?? null,
      browser: event.EventContextData?.DeviceName ?? null,
    },
  ];
}
