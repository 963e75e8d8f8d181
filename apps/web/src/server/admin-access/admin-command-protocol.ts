import { z } from 'zod';

/**
 * The commands and their answers, as the admin channel carries them (one JSON line each way)
 * and as the command line parses them. Plain zod, no `server-only`: the command reads it too.
 */
export const adminUsername = z
  .string()
  .trim()
  .min(1, 'Give a username.')
  .max(128, 'A username has at most 128 characters.')
  .regex(/^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u, 'A username has no spaces or control characters.');

export const adminCommand = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('grant'), username: adminUsername }),
  z.strictObject({ command: z.literal('revoke'), username: adminUsername }),
  z.strictObject({ command: z.literal('list') }),
]);

export type AdminCommand = z.infer<typeof adminCommand>;

export const adminCommandResult = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['granted', 'already-admin', 'revoked', 'not-admin', 'unknown-username']),
    username: z.string(),
  }),
  z.strictObject({ kind: z.literal('list'), usernames: z.array(z.string()) }),
]);

export type AdminCommandResult = z.infer<typeof adminCommandResult>;

/** The channel's answer: the result, or a sentence saying why the command could not run. */
export const adminChannelAnswer = z.union([
  z.strictObject({ result: adminCommandResult }),
  z.strictObject({ error: z.string().max(1000) }),
]);

export type AdminChannelAnswer = z.infer<typeof adminChannelAnswer>;
