import { z } from 'zod';
import { readEnvironment } from '../config/read-environment';

/**
 * The HTTP server's own settings, read by `server.ts` before Next.js loads (so without
 * `server-only`, which plain Node cannot import). Keys are the variable names.
 */
const webServerEnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0)
    .max(65535)
    .default(3000),
  /** Unset: every interface, as `next start` does. */
  WEB_HOST: z.string().min(1).optional(),
  WEB_HEADERS_TIMEOUT_MS: milliseconds(10_000),
  WEB_REQUEST_TIMEOUT_MS: milliseconds(30_000),
  WEB_KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
});

function milliseconds(fallback: number) {
  return z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1_000, 'must be at least 1000 (one second)')
    .max(600_000, 'must be at most 600000 (ten minutes)')
    .default(fallback);
}

export interface HttpTimeouts {
  /** Time allowed from the connection (or the previous response) to the end of the headers. */
  headersInMs: number;
  /** Time allowed for a whole request, headers and body. */
  requestInMs: number;
  /** How long an idle kept-alive connection stays open. */
  keepAliveInMs: number;
}

export interface WebServerEnv {
  port: number;
  host: string | undefined;
  timeouts: HttpTimeouts;
}

export class InvalidWebServerEnvError extends Error {
  override name = 'InvalidWebServerEnvError';
}

/** Validates the environment; an empty variable counts as unset. */
export function parseWebServerEnv(environment: Record<string, string | undefined>): WebServerEnv {
  const raw = readEnvironment(
    webServerEnvSchema,
    environment,
    (message) => new InvalidWebServerEnvError(message),
  );
  if (raw.WEB_HEADERS_TIMEOUT_MS > raw.WEB_REQUEST_TIMEOUT_MS) {
    throw new InvalidWebServerEnvError(
      'Invalid web server environment: WEB_HEADERS_TIMEOUT_MS: must not exceed WEB_REQUEST_TIMEOUT_MS',
    );
  }
  return {
    port: raw.PORT,
    host: raw.WEB_HOST,
    timeouts: {
      headersInMs: raw.WEB_HEADERS_TIMEOUT_MS,
      requestInMs: raw.WEB_REQUEST_TIMEOUT_MS,
      keepAliveInMs: raw.WEB_KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}
