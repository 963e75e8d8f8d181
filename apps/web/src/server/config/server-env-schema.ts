import 'server-only';
import { z } from 'zod';
import { identityPoolEnvFields } from './identity-pool-env';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './local-defaults';

const regionPattern = /^[a-z]{2}(-[a-z]+)+-\d$/;

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const characterClasses = ['lowercase', 'uppercase', 'numbers', 'symbols'] as const;

/** Keys are the environment variable names, so every issue names the variable to fix. */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  COGNITO_USER_POOL_ID: z
    .string()
    .regex(
      /^[a-z]{2}(-[a-z]+)+-\d_[A-Za-z0-9]+$/,
      'must look like <region>_<id>, e.g. us-east-1_Ab12',
    )
    .default(LOCAL_USER_POOL_ID),
  COGNITO_CLIENT_ID: z
    .string()
    .regex(/^[\w+]{1,128}$/, 'must be an app client id (letters, digits, _ or +)')
    .default(LOCAL_CLIENT_ID),
  COGNITO_SERVER_CLIENT_ID: z
    .string()
    .regex(/^[\w+]{1,128}$/, 'must be an app client id (letters, digits, _ or +)')
    .optional(),
  COGNITO_SERVER_CLIENT_SECRET: z
    .string()
    .regex(/^[\w+/=]{1,128}$/, 'must be the app client secret Cognito generated')
    .optional(),
  COGNITO_REGION: z.string().regex(regionPattern, 'must be a region such as us-east-1').optional(),
  COGNITO_ENDPOINT: httpUrl.optional(),
  COGNITO_ISSUER: httpUrl.optional(),
  COGNITO_OAUTH_DOMAIN: z
    .string()
    .transform((value) => value.replace(/^https:\/\//i, '').replace(/\/+$/, ''))
    .pipe(
      z
        .string()
        .regex(
          /^(off|[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?(\/[\w.~-]+)*)$/i,
          'must be the hosted sign-in domain (host, optional :port and path, e.g. auth.example.com or localhost:9443), or off',
        ),
    )
    .optional(),
  COGNITO_OAUTH_REDIRECT_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be the http:// or https:// origin of this web app' })
    // A value that is no URL at all was reported above; refinements still run on it.
    .refine(
      (value) => !URL.canParse(value) || (new URL(value).pathname === '/' && !/[?#]/.test(value)),
      {
        error: 'must be an origin only (scheme, host, port), without a path',
      },
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  SIGNUP_CONFIRMATION: z.enum(['code', 'link'], { error: 'must be code or link' }).default('code'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  WEB_DATA_DIR: z.string().min(1).default('./data/web'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Steadfast <no-reply@steadfast.local>'),
  TRIAL_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(0)
    .max(3650)
    .default(14),
  APP_NAME: z.string().trim().min(1).max(60).default('Steadfast'),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PASSWORD_MIN_LENGTH: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(6)
    .max(99)
    .default(8),
  TRUSTED_PROXY_COUNT: z.coerce
    .number({ error: 'must be the number of proxies in front of the web server' })
    .int('must be a whole number')
    .min(0)
    .max(10)
    .default(0),
  PASSWORD_REQUIRED_CHARACTERS: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum([...characterClasses, 'none'])))
    .default([...characterClasses]),
  ...identityPoolEnvFields,
});

export type RawServerEnv = z.infer<typeof serverEnvSchema>;
