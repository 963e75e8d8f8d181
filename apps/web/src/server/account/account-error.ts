import 'server-only';

/** The API codes an account operation refuses with; `trpc.ts` turns them into responses. */
export type AccountErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS';

/** A refusal the person can act on: its message is a sentence shown as it comes. */
export class AccountError extends Error {
  override name = 'AccountError';

  constructor(
    readonly code: AccountErrorCode,
    message: string,
    /** The input field the message is about, when it is about one. */
    readonly field?: string,
  ) {
    super(message);
  }
}
