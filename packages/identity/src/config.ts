import { availableParallelism } from 'node:os';
import { z } from 'zod';

const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;

export const identityConfigSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(9229),
  host: z.string().min(1).default('127.0.0.1'),
  publicUrl: z
    .url()
    .default('http://localhost:9229')
    .transform((value) => value.replace(/\/+$/, '')),
  dataDir: z.string().min(1).default('./data/identity'),
  /** PostgreSQL connection string; when absent the embedded PGlite store in `dataDir` is used. */
  databaseUrl: z.string().min(1).optional(),
  smtpUrl: z.string().min(1).default('smtp://127.0.0.1:1025'),
  mailFrom: z.string().min(1).default('Steadfast <no-reply@steadfast.local>'),
  logLevel: z.enum(logLevels).default('info'),
  /** Worker threads for SRP arithmetic; 0 runs it on the event loop. */
  srpWorkers: z.coerce.number().int().min(0).max(64).default(Math.min(4, availableParallelism())),
  /** How long a client may take to send a request's headers (from connecting, or between requests). */
  headersTimeoutMs: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long a client may take to send a whole request, body included. */
  requestTimeoutMs: z.coerce.number().int().min(100).max(600_000).default(30_000),
  adminAccessKeyId: z.string().min(1).default('local'),
  adminSecretAccessKey: z.string().min(1).default('local'),
  /** The HTTPS hosted sign-in domain's port (it listens only when started with hostedDomain). */
  hostedPort: z.coerce.number().int().min(0).max(65535).default(9443),
  /** Origins of the web app: the default client's callback and logout URLs are made from them. */
  webOrigins: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()) : value),
      z.array(z.url().transform((value) => new URL(value).origin)).min(1),
    )
    .default(['http://localhost:3000']),
  /** How the default pool confirms sign-ups: an emailed code, or a link to /confirmUser. */
  signUpConfirmation: z.enum(['code', 'link']).default('code'),
});

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
export type LogLevel = (typeof logLevels)[number];

const environmentNames: Record<keyof IdentityConfig, string> = {
  port: 'IDENTITY_PORT',
  host: 'IDENTITY_HOST',
  publicUrl: 'IDENTITY_PUBLIC_URL',
  dataDir: 'IDENTITY_DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  logLevel: 'LOG_LEVEL',
  srpWorkers: 'IDENTITY_SRP_WORKERS',
  headersTimeoutMs: 'IDENTITY_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'IDENTITY_REQUEST_TIMEOUT_MS',
  adminAccessKeyId: 'IDENTITY_ADMIN_ACCESS_KEY_ID',
  adminSecretAccessKey: 'IDENTITY_ADMIN_SECRET_ACCESS_KEY',
  hostedPort: 'IDENTITY_HOSTED_PORT',
  webOrigins: 'IDENTITY_WEB_ORIGINS',
  signUpConfirmation: 'SIGNUP_CONFIRMATION',
};

/** Reads the environment once; explicit options win over environment variables. */
export function loadIdentityConfig(
  overrides: Partial<IdentityConfig> = {},
  environment: NodeJS.ProcessEnv = process.env,
): IdentityConfig {
  const fromEnvironment: Record<string, string> = {};
  for (const [key, name] of Object.entries(environmentNames)) {
    const value = environment[name];
    if (value !== undefined && value !== '') fromEnvironment[key] = value;
  }
  const defined = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  );
  const parsed = identityConfigSchema.safeParse({ ...fromEnvironment, ...defined });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const name = environmentNames[key as keyof IdentityConfig] ?? key;
      return `${name}: ${issue.message}`;
    });
    throw new Error(`Invalid identity server configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}
