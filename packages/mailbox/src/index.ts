export { startMailbox, MAILBOX_DEFAULTS } from './start-mailbox.js';
export type { MailboxOptions, RunningMailbox } from './start-mailbox.js';
export { createMailboxClient } from './client.js';
export type { MailboxClient, MessageQuery } from './client.js';
export { extractCode } from './extract-code.js';
export { loadConfig, ConfigError } from './config.js';
export type { MailboxConfig } from './config.js';
export type { Clock } from './clock.js';
export type { MailAddress, MailMessage, MessageSummary } from './message-schema.js';
