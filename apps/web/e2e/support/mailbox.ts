import { createMailboxClient } from '@steadfast/mailbox';

export { extractCode } from '@steadfast/mailbox';

export interface ReceivedMail {
  subject: string;
  text: string;
}

/**
 * Reads mail from the catcher's API, as a person would read their inbox, with the mail
 * catcher's own client (the same one the web app's and the identity server's tests use).
 */
export function createMailbox(baseUrl: string) {
  const client = createMailboxClient(baseUrl);
  return {
    /** The newest message to `to` after `since` whose subject matches; waits for it to arrive. */
    async waitForMessage(query: {
      to: string;
      since: Date;
      subject?: RegExp;
      timeoutMs?: number;
    }): Promise<ReceivedMail> {
      const message = await client.waitForMessage({
        to: query.to,
        // A second of slack: the catcher runs in another process and stamps messages itself.
        since: new Date(query.since.getTime() - 1000),
        ...(query.subject ? { subject: query.subject } : {}),
        timeoutMs: query.timeoutMs ?? 15_000,
      });
      return { subject: message.Subject, text: message.Text };
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;
