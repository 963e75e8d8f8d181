import type { MailMessage, MessageSummary, StoredMessage } from './message-schema.js';

const SNIPPET_LENGTH = 250;

export function toSummary(message: StoredMessage): MessageSummary {
  const { ID, From, To, Cc, Bcc, Subject, Created } = message;
  return { ID, From, To, Cc, Bcc, Subject, Created, Snippet: snippetOf(message.Text) };
}

export function toDetail(message: StoredMessage): MailMessage {
  const { ID, From, To, Cc, Bcc, Subject, Date, Text, HTML } = message;
  return { ID, From, To, Cc, Bcc, Subject, Date, Text, HTML };
}

function snippetOf(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length > SNIPPET_LENGTH ? `${collapsed.slice(0, SNIPPET_LENGTH)}…` : collapsed;
}
