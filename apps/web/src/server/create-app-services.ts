import 'server-only';
import type { AppServices } from './app-services';
import { createAccessTokenVerifier } from './auth/verify-access-token';
import { createBackgroundTasks } from './background-tasks';
import { systemClock, type Clock } from './clock';
import type { ServerEnv } from './config/parse-server-env';
import type { Database } from './db/database-type';
import { openDatabase, type OpenDatabase, type OpenDatabaseOptions } from './db/open-database';
import { createCognitoClient } from './identity/cognito-client';
import { createSmtpMailer } from './mail/mailer';
import { createDatabaseLimiter, type DatabaseLimiterOptions } from './rate-limit/database-limiter';

const fifteenMinutesInMs = 15 * 60 * 1000;

/** Every limit counts attempts in a 15-minute window, shared by the processes on a database. */
function createLimits(shared: Pick<DatabaseLimiterOptions, 'clock' | 'database'>) {
  const limit = (name: string, attempts: number) =>
    createDatabaseLimiter({ name, limit: attempts, windowInMs: fifteenMinutesInMs, ...shared });
  return {
    forgotUsernamePerEmail: limit('forgot-username-per-email', 5),
    forgotUsernamePerClient: limit('forgot-username-per-client', 20),
    recoveryPerUsername: limit('recovery-per-username', 5),
    recoveryPerClient: limit('recovery-per-client', 20),
    stepUpPerUser: limit('step-up-per-user', 5),
  } satisfies AppServices['limits'];
}

export interface CreatedAppServices extends AppServices {
  /**
   * Waits for background work, then closes the database, mail and identity connections; later
   * calls wait for the first.
   */
  close(): Promise<void>;
}

/** Wires the real services for one server process (or one test run) from its configuration. */
export function createAppServices(
  env: ServerEnv,
  options: {
    clock?: Clock;
    reportError?: AppServices['reportError'];
    startPgliteThread?: OpenDatabaseOptions['startPgliteThread'];
  } = {},
): CreatedAppServices {
  const clock = options.clock ?? systemClock;
  const reportError =
    options.reportError ??
    ((context: string, error: unknown) =>
      console.error(`[web] ${context}:`, error instanceof Error ? error.message : error));
  let opening: Promise<OpenDatabase> | undefined;
  const open = () =>
    (opening ??= openDatabase({
      databaseUrl: env.databaseUrl,
      dataDir: env.dataDir,
      startPgliteThread: options.startPgliteThread,
    }).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  const database = async (): Promise<Database> => (await open()).db;
  let closing: Promise<void> | undefined;
  const services: CreatedAppServices = {
    env,
    clock,
    verifyAccessToken: createAccessTokenVerifier({
      issuer: env.cognito.issuer,
      jwksUrl: env.cognito.jwksUrl,
      clientId: env.cognito.clientId,
      clock,
    }),
    database,
    cognito: createCognitoClient(env),
    mailer: createSmtpMailer(env.smtpUrl, env.mailFrom),
    limits: createLimits({ clock, database }),
    background: createBackgroundTasks(reportError),
    reportError,
    close: () =>
      (closing ??= (async () => {
        await services.background.idle();
        services.mailer.close();
        services.cognito.destroy();
        if (opening) await (await opening.catch(() => undefined))?.close();
      })()),
  };
  return services;
}
