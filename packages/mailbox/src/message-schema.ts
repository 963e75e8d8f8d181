import { z } from 'zod';

// Field names follow Mailpit's JSON API so tools written for Mailpit can read ours.
export const mailAddressSchema = z.object({
  Name: z.string(),
  Address: z.string(),
});

export const messageSummarySchema = z.object({
  ID: z.string(),
  From: mailAddressSchema,
  To: z.array(mailAddressSchema),
  Cc: z.array(mailAddressSchema),
  Bcc: z.array(mailAddressSchema),
  Subject: z.string(),
  Created: z.string(),
  Snippet: z.string(),
});

export const mailMessageSchema = z.object({
  ID: z.string(),
  From: mailAddressSchema,
  To: z.array(mailAddressSchema),
  Cc: z.array(mailAddressSchema),
  Bcc: z.array(mailAddressSchema),
  Subject: z.string(),
  Date: z.string(),
  Text: z.string(),
  HTML: z.string(),
});

/** What the store keeps: the detail view plus the time the mailbox received it. */
export const storedMessageSchema = mailMessageSchema.extend({ Created: z.string() });

export const messageListSchema = z.object({
  messages: z.array(messageSummarySchema),
  total: z.number().int(),
  count: z.number().int(),
});

export type MailAddress = z.infer<typeof mailAddressSchema>;
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export type MailMessage = z.infer<typeof mailMessageSchema>;
export type StoredMessage = z.infer<typeof storedMessageSchema>;
export type MessageList = z.infer<typeof messageListSchema>;
