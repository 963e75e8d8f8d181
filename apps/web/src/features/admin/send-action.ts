import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/api/root';
import type { AdminStepUp } from './admin-inputs';
import type { PersonActionName } from './admin-actions';

export interface ActionRequest {
  username: string;
  reason: string;
  stepUp?: AdminStepUp;
  days?: number;
}

/** Sends one of the console's actions with the fields its mutation takes, and no others. */
export async function sendAction(
  client: TRPCClient<AppRouter>,
  name: PersonActionName,
  { username, reason, stepUp, days }: ActionRequest,
): Promise<void> {
  const admin = client.admin;
  switch (name) {
    case 'extendTrial':
      await admin.extendTrial.mutate({ username, reason, days: days ?? Number.NaN });
      return;
    case 'enableSignIn':
      await admin.enableSignIn.mutate({ username, reason });
      return;
    case 'resendConfirmation':
      await admin.resendConfirmation.mutate({ username, reason });
      return;
    case 'resetAuthenticator':
      await admin.resetAuthenticator.mutate({ username, reason, stepUp });
      return;
    case 'disableSignIn':
      await admin.disableSignIn.mutate({ username, reason, stepUp });
      return;
    case 'signOutEverywhere':
      await admin.signOutEverywhere.mutate({ username, reason, stepUp });
      return;
    case 'endTrial':
      await admin.endTrial.mutate({ username, reason, stepUp });
      return;
  }
}
