import { Hub } from 'aws-amplify/utils';
import type { HostedSignInEvent } from '../hosted/hosted-sign-in-events';

/**
 * Amplify's Hub events of a hosted sign-in finishing on this page (`customOAuthState` with the
 * returnUrl, then `signInWithRedirect`, or `signInWithRedirect_failure`).
 */
export function listenForHostedSignIn(onEvent: (event: HostedSignInEvent) => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'customOAuthState') onEvent({ kind: 'return-url', value: payload.data });
    else if (payload.event === 'signInWithRedirect') onEvent({ kind: 'signed-in' });
    else if (payload.event === 'signInWithRedirect_failure')
      onEvent({ kind: 'failed', error: payload.data?.error });
  });
}
