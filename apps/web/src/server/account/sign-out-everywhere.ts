import 'server-only';
import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SignedInContext } from './account-context';
import { identityCall } from './identity-errors';
import { recordEvent } from './notify';

/** Revokes every refresh token of the person; access tokens end within their hour at most. */
export async function signOutEverywhere(context: SignedInContext): Promise<void> {
  const { services, session } = context;
  await identityCall(() =>
    services.cognito.send(new GlobalSignOutCommand({ AccessToken: session.accessToken })),
  );
  await recordEvent(context, {
    cognitoId: session.sub,
    kind: 'signed-out-everywhere',
    outcome: 'succeeded',
  });
}
