interface Summary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  Created: string;
}

export interface ReceivedMail {
  subject: string;
  text: string;
}

/** Reads mail from the catcher's Mailpit-compatible API, as a person would read their inbox. */
export function createMailbox(baseUrl: string) {
  async function list(): Promise<Summary[]> {
    const response = await fetch(`${baseUrl}/api/v1/messages`);
    const body = (await response.json()) as { messages: Summary[] };
    return body.messages;
  }

  return {
    /** The newest message to `to` after `since` whose subject matches; waits for it to arrive. */
    async waitForMessage(query: {
      to: string;
      since: Date;
      subject?: RegExp;
      timeoutMs?: number;
    }): Promise<ReceivedMail> {
      const deadline = Date.now() + (query.timeoutMs ?? 15_000);
      while (Date.now() < deadline) {
        const match = (await list()).find(
          (message) =>
            message.To.some((to) => to.Address.toLowerCase() === query.to.toLowerCase()) &&
            new Date(message.Created).getTime() >= query.since.getTime() - 1000 &&
            (!query.subject || query.subject.test(message.Subject)),
        );
        if (match) {
          const response = await fetch(`${baseUrl}/api/v1/message/${match.ID}`);
          const message = (await response.json()) as { Subject: string; Text: string };
          return { subject: message.Subject, text: message.Text };
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No email to ${query.to} arrived in time`);
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

export function extractCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`No 6-digit code in: ${text}`);
  return match[1];
}
