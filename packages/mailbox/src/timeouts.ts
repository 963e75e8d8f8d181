/**
 * How long the mail catcher waits on its clients. Local senders and browsers finish in
 * milliseconds; these bounds only stop a slow or stalled client from holding a connection.
 */
export interface MailboxTimeouts {
  /** From connecting to the end of the request headers (Node's `headersTimeout`). */
  httpHeadersMs: number;
  /** From connecting to the end of the whole request, body included (`requestTimeout`). */
  httpRequestMs: number;
  /** How long a connection may wait for its next request (`keepAliveTimeout`). */
  httpKeepAliveMs: number;
  /** How long a connection may see no traffic at all, e.g. a client not reading an answer. */
  httpIdleMs: number;
  /** How long an SMTP client may stay silent when it is its turn (smtp-server `socketTimeout`). */
  smtpIdleMs: number;
}

export const DEFAULT_TIMEOUTS: MailboxTimeouts = {
  httpHeadersMs: 10_000,
  httpRequestMs: 30_000,
  httpKeepAliveMs: 5_000,
  httpIdleMs: 30_000,
  smtpIdleMs: 30_000,
};
