import 'server-only';
import { GlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { SignedInContext } from './account-context';
import { identityCall } from './identity-errors';
import { recordEvent } from './notify';
import { forgetAllBrowsers } from './remembered-browsers/remembered-browsers';

/**
 * Revokes every refresh token of the person (access tokens end within their hour at most) and
 * forgets every remembered browser, so each must give a code again.
 */
export async function signOutEverywhere(context: SignedInContext): Promise<void> {
  const { services, session } = context;
  await identityCall(() =>
    services.cognito.send(new GlobalSignOutCommand({ AccessToken: session.accessToken })),
  );
  await forgetAllBrowsers(services, session.username);
  await recordEvent(context, {
    cognitoId: session.sub,
    kind: 'signed-out-everywhere',
    outcome: 'succeeded',
  });
}
