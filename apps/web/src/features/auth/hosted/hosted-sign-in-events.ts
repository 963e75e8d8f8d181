/** What Amplify's Hub said about the hosted sign-in this page finished. */
export type HostedSignInEvent =
  | { kind: 'return-url'; value: string }
  | { kind: 'signed-in' }
  | { kind: 'failed'; error: unknown };

export interface HostedSignInReport {
  /** The custom state sent with the sign-in: the returnUrl the person had on /login. */
  returnUrl: string | null;
  signedIn: boolean;
  /** The error of `signInWithRedirect_failure`; undefined when none came. */
  failure: unknown;
}

const empty: HostedSignInReport = { returnUrl: null, signedIn: false, failure: undefined };
let report: HostedSignInReport = empty;

/**
 * Kept outside React: the listener is in place before Amplify is configured (which is when it
 * finishes the flow), so no event is missed, whenever the page asks for them.
 */
export function recordHostedSignInEvent(event: HostedSignInEvent): void {
  if (event.kind === 'return-url') report = { ...report, returnUrl: event.value };
  else if (event.kind === 'signed-in') report = { ...report, signedIn: true, failure: undefined };
  else report = { ...report, signedIn: false, failure: event.error ?? new Error('failed') };
}

/** The events so far, forgotten once read so a later sign-in starts clean. */
export function takeHostedSignInReport(): HostedSignInReport {
  const taken = report;
  report = empty;
  return taken;
}
