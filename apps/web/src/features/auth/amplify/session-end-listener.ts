import { Hub } from 'aws-amplify/utils';

/** A sign-out, or a refresh token that no longer works, ends the app's session too. */
export function listenForSessionEnd(onEnded: () => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') onEnded();
  });
}
