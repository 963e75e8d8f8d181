import 'server-only';
import path from 'node:path';
import type { PasswordPolicy } from '../public-config-type';
import { toIdentityPool, type IdentityPoolEnv } from './identity-pool-env';
import {
  LOCAL_IDENTITY_ENDPOINT,
  LOCAL_OAUTH_DOMAIN,
  LOCAL_SERVER_CLIENT_ID,
  LOCAL_SERVER_CLIENT_SECRET,
  LOCAL_USER_POOL_ID,
} from './local-defaults';
import { readEnvironment } from './read-environment';
import { resolveFromRepoRoot } from './repo-root';
import { serverEnvSchema, type RawServerEnv } from './server-env-schema';

export interface ServerEnv {
  nodeEnv: RawServerEnv['NODE_ENV'];
  cognito: {
    userPoolId: string;
    clientId: string;
    /**
     * The confidential app client the server signs in with to check a password or an
     * authenticator code (decision 015); undefined when not configured on AWS.
     */
    serverClient: { clientId: string; clientSecret: string } | undefined;
    region: string;
    /** Cognito-compatible server to call instead of AWS; unset on AWS. */
    endpoint: string | undefined;
    issuer: string;
    jwksUrl: string;
    /** Origin the browser talks to for sign-in (CSP connect-src). */
    browserOrigin: string;
    /** Hosted sign-in (OAuth 2.0 code flow with PKCE); undefined when turned off. */
    oauth: OAuthSettings | undefined;
    /** How the pool confirms a sign-up: an emailed code, or an emailed link. */
    signUpConfirmation: 'code' | 'link';
  };
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string;
  mailFrom: string;
  trialDays: number;
  appName: string;
  /** Explicit credentials for admin calls; undefined means the AWS SDK's default chain. */
  awsCredentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  passwordPolicy: PasswordPolicy;
  /**
   * Proxies (load balancers) in front of the web server that append the address they see to
   * `X-Forwarded-For`; 0 means clients connect to the web server directly.
   */
  trustedProxyCount: number;
  /** The identity pool for AWS credentials in the browser; undefined when not configured. */
  identityPool: IdentityPoolEnv | undefined;
}

export interface OAuthSettings {
  /** Host, optional port and path; Amplify puts https:// in front of it. */
  domain: string;
  /** https://<domain's host>, which the browser fetches tokens from (CSP connect-src). */
  origin: string;
  /** The app's public origin for the redirects; undefined means the page's own. */
  redirectOrigin: string | undefined;
}

export class InvalidServerEnvError extends Error {
  override name = 'InvalidServerEnvError';
}

/** Validates the environment; an empty variable counts as unset. */
export function parseServerEnv(environment: Record<string, string | undefined>): ServerEnv {
  const raw = readEnvironment(
    serverEnvSchema,
    environment,
    (message) => new InvalidServerEnvError(message),
  );
  return toServerEnv(raw);
}

function toServerEnv(raw: RawServerEnv): ServerEnv {
  const userPoolId = raw.COGNITO_USER_POOL_ID;
  // The embedded pool only exists on the local identity server, so it implies that endpoint;
  // any other pool id means AWS unless an endpoint is given.
  const endpoint =
    raw.COGNITO_ENDPOINT ??
    (userPoolId === LOCAL_USER_POOL_ID ? LOCAL_IDENTITY_ENDPOINT : undefined);
  // Amplify derives the region from the pool id the same way.
  const region = raw.COGNITO_REGION ?? userPoolId.slice(0, userPoolId.indexOf('_'));
  const awsHost = `https://cognito-idp.${region}.amazonaws.com`;
  const issuer = raw.COGNITO_ISSUER ?? `${endpoint ?? awsHost}/${userPoolId}`;
  return {
    nodeEnv: raw.NODE_ENV,
    cognito: {
      userPoolId,
      clientId: raw.COGNITO_CLIENT_ID,
      serverClient: toServerClient(raw),
      region,
      endpoint,
      issuer,
      jwksUrl: `${endpoint ? `${endpoint}/${userPoolId}` : issuer}/.well-known/jwks.json`,
      browserOrigin: new URL(endpoint ?? awsHost).origin,
      oauth: toOAuthSettings(raw),
      signUpConfirmation: raw.SIGNUP_CONFIRMATION,
    },
    databaseUrl: raw.DATABASE_URL,
    dataDir: raw.WEB_DATA_DIR.startsWith('memory://')
      ? raw.WEB_DATA_DIR
      : path.normalize(resolveFromRepoRoot(raw.WEB_DATA_DIR)),
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    trialDays: raw.TRIAL_DAYS,
    appName: raw.APP_NAME,
    awsCredentials: toAwsCredentials(raw, endpoint),
    passwordPolicy: toPasswordPolicy(raw),
    trustedProxyCount: raw.TRUSTED_PROXY_COUNT,
    identityPool: toIdentityPool(raw, endpoint, (message) => new InvalidServerEnvError(message)),
  };
}

function toServerClient(raw: RawServerEnv): ServerEnv['cognito']['serverClient'] {
  const { COGNITO_SERVER_CLIENT_ID: clientId, COGNITO_SERVER_CLIENT_SECRET: clientSecret } = raw;
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (clientId || clientSecret) {
    const missing = clientId ? 'COGNITO_SERVER_CLIENT_SECRET' : 'COGNITO_SERVER_CLIENT_ID';
    throw new InvalidServerEnvError(
      `Invalid web server environment: ${missing}: required when the other is set`,
    );
  }
  // The embedded pool has this client; a pool on AWS needs its own configured.
  return raw.COGNITO_USER_POOL_ID === LOCAL_USER_POOL_ID
    ? { clientId: LOCAL_SERVER_CLIENT_ID, clientSecret: LOCAL_SERVER_CLIENT_SECRET }
    : undefined;
}

/** On by default for the embedded pool, whose identity server serves the hosted domain. */
function toOAuthSettings(raw: RawServerEnv): OAuthSettings | undefined {
  const domain =
    raw.COGNITO_OAUTH_DOMAIN ??
    (raw.COGNITO_USER_POOL_ID === LOCAL_USER_POOL_ID ? LOCAL_OAUTH_DOMAIN : undefined);
  if (!domain || domain.toLowerCase() === 'off') return undefined;
  return {
    domain,
    origin: new URL(`https://${domain}`).origin,
    redirectOrigin: raw.COGNITO_OAUTH_REDIRECT_ORIGIN,
  };
}

function toAwsCredentials(raw: RawServerEnv, endpoint: string | undefined) {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = raw;
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey };
  if (accessKeyId || secretAccessKey) {
    const missing = accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    throw new InvalidServerEnvError(
      `Invalid web server environment: ${missing}: required when the other AWS key is set`,
    );
  }
  // The local identity server accepts the fixed local/local admin key pair.
  return endpoint ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined;
}

function toPasswordPolicy(raw: RawServerEnv): PasswordPolicy {
  const required = new Set<string>(raw.PASSWORD_REQUIRED_CHARACTERS);
  return {
    minLength: raw.PASSWORD_MIN_LENGTH,
    requireUppercase: required.has('uppercase'),
    requireLowercase: required.has('lowercase'),
    requireNumbers: required.has('numbers'),
    requireSymbols: required.has('symbols'),
  };
}
