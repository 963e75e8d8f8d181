import { TRPCClientError } from '@trpc/client';

type FirstCodesRequest = () => Promise<{ codes: string[] }>;

export type FirstCodesOutcome =
  | { status: 'ready'; codes: string[] }
  | { status: 'has-codes' | 'no-authenticator' | 'failed'; message: string };

let pending: { username: string; outcome: Promise<FirstCodesOutcome> } | null = null;

function outcomeOfError(error: unknown): FirstCodesOutcome {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string })?.code : null;
  const message =
    error instanceof Error && error.message ? error.message : 'We could not make your codes.';
  if (code === 'CONFLICT') return { status: 'has-codes', message };
  if (code === 'PRECONDITION_FAILED') return { status: 'no-authenticator', message };
  return { status: 'failed', message };
}

/**
 * The first set is made once and shown once, so the page asks once per signed-in user and page
 * load, however often React mounts it (strict mode runs effects twice; a remount must not ask
 * again and be told the codes exist). A failure is not kept, so "Try again" asks anew.
 */
export function requestFirstRecoveryCodes(
  username: string,
  request: FirstCodesRequest,
): Promise<FirstCodesOutcome> {
  if (pending?.username === username) return pending.outcome;
  const outcome = request().then(
    ({ codes }): FirstCodesOutcome => ({ status: 'ready', codes }),
    outcomeOfError,
  );
  const entry = { username, outcome };
  pending = entry;
  void outcome.then((result) => {
    if (result.status === 'failed' && pending === entry) pending = null;
  });
  return outcome;
}
