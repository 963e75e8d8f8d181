import { z } from 'zod';
import { MAILBOX_DEFAULTS, type MailboxOptions } from './start-mailbox.js';

// An empty variable counts as unset, as it does for most tools that read the environment.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const envSchema = z.object({
  MAILBOX_HOST: optional(z.string().trim().min(1)),
  MAILBOX_SMTP_PORT: optional(wholeNumber(0, 65_535)),
  MAILBOX_HTTP_PORT: optional(wholeNumber(0, 65_535)),
  MAILBOX_MAX_MESSAGES: optional(wholeNumber(1, 1_000_000)),
  MAILBOX_DATA_DIR: optional(z.string()),
});

export type MailboxConfig = Required<
  Omit<MailboxOptions, 'dataDir' | 'clock' | 'maxMessageBytes' | 'timeouts'>
> &
  Pick<MailboxOptions, 'dataDir'>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the mailbox settings from environment variables; throws ConfigError naming the culprit. */
export function loadConfig(env: Record<string, string | undefined>): MailboxConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${JSON.stringify(env[name])})`;
    });
    throw new ConfigError(`Invalid mailbox configuration: ${problems.join('; ')}`);
  }
  const values = result.data;
  return {
    host: values.MAILBOX_HOST ?? MAILBOX_DEFAULTS.host,
    smtpPort: values.MAILBOX_SMTP_PORT ?? MAILBOX_DEFAULTS.smtpPort,
    httpPort: values.MAILBOX_HTTP_PORT ?? MAILBOX_DEFAULTS.httpPort,
    maxMessages: values.MAILBOX_MAX_MESSAGES ?? MAILBOX_DEFAULTS.maxMessages,
    ...(values.MAILBOX_DATA_DIR === undefined ? {} : { dataDir: values.MAILBOX_DATA_DIR }),
  };
}
