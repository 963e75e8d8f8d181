import 'server-only';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AccessTokenVerifier } from './auth/verify-access-token';
import type { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { ServerEnv } from './config/parse-server-env';
import type { Database } from './db/database-type';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './rate-limit/database-limiter';

/** Everything a procedure needs from the outside world, injected so tests use real, local ones. */
export interface AppServices {
  env: Pick<
    ServerEnv,
    'appName' | 'trialDays' | 'cognito' | 'trustedProxyCount' | 'passwordPolicy'
  >;
  clock: Clock;
  verifyAccessToken: AccessTokenVerifier;
  /** Opened on first use, so importing the API does not touch the database. */
  database(): Promise<Database>;
  cognito: CognitoIdentityProviderClient;
  mailer: Mailer;
  /** Kept in the database, so every server process on it counts together. */
  limits: {
    forgotUsernamePerEmail: RateLimiter;
    forgotUsernamePerClient: RateLimiter;
    /** Recovery codes at sign-in, per username typed and per client address. */
    recoveryPerUsername: RateLimiter;
    recoveryPerClient: RateLimiter;
    /** Password + code checks of a signed-in person (new codes, new phone, deletion). */
    stepUpPerUser: RateLimiter;
  };
  background: BackgroundTasks;
  reportError(context: string, error: unknown): void;
}
