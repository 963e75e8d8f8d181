import { startIdentityServer, type RunningIdentityServer } from '@steadfast/identity';
import { createMailboxClient, startMailbox, type RunningMailbox } from '@steadfast/mailbox';
import type { AppServices } from '../app-services';
import { parseServerEnv, type ServerEnv } from '../config/parse-server-env';
import { createAppServices, type CreatedAppServices } from '../create-app-services';
import type { OpenDatabaseOptions } from '../db/open-database';
import { Secret, TOTP } from 'otpauth';
import { createSignedInTestUser, uniqueTestUserDetails, type TestUser } from './identity-test-user';
import { prepareSecurityPool } from './server-client-setup';

/** Token issuer base of the test identity server; deliberately unlike its listening URL. */
export const TEST_IDENTITY_PUBLIC_URL = 'http://identity.steadfast.test';

export interface WebTestEnvironment {
  identity: RunningIdentityServer;
  mailbox: RunningMailbox;
  mail: ReturnType<typeof createMailboxClient>;
  env: ServerEnv;
  /** Services as the web server builds them, on a test clock and with collected error reports. */
  services: CreatedAppServices;
  reportedErrors: string[];
  /** Moves the web server's clock (not the identity server's). */
  advanceClockBy(durationInMs: number): void;
  /** Moves the identity server's clock (not the web server's). */
  advanceIdentityClockBy(durationInMs: number): void;
  /**
   * A fresh code of the user's authenticator app: both clocks move on by one 30-second step
   * first, as each step's code is accepted once.
   */
  nextAuthenticatorCode(user: Pick<TestUser, 'totpSecret'>): string;
  /** Another set of services on the same servers with some settings changed. */
  servicesWith(variables: Record<string, string>): CreatedAppServices;
  createUser(details?: ReturnType<typeof uniqueTestUserDetails>): Promise<TestUser>;
  /** Waits until the background work of every set of services (mail sent after answering) is done. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the real identity server and mail catcher on free ports and wires web services to them. */
export async function startWebTestEnvironment(
  database: OpenDatabaseOptions = { dataDir: 'memory://' },
): Promise<WebTestEnvironment> {
  const mailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  let identityOffsetInMs = 0;
  const identityClock = { nowInMs: () => Date.now() + identityOffsetInMs };
  const identity = await startIdentityServer({
    clock: identityClock,
    port: 0,
    dataDir: 'memory://',
    publicUrl: TEST_IDENTITY_PUBLIC_URL,
    smtpUrl: mailbox.smtpUrl,
    logLevel: 'error',
  });
  let offsetInMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetInMs) };
  const reportedErrors: string[] = [];
  const reportError: AppServices['reportError'] = (context, error) =>
    reportedErrors.push(`${context}: ${error instanceof Error ? error.message : String(error)}`);
  const variables = {
    COGNITO_USER_POOL_ID: identity.poolId,
    COGNITO_CLIENT_ID: identity.clientId,
    COGNITO_ENDPOINT: identity.url,
    COGNITO_ISSUER: `${TEST_IDENTITY_PUBLIC_URL}/${identity.poolId}`,
    SMTP_URL: mailbox.smtpUrl,
    WEB_DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    ...(await prepareSecurityPool(identity)),
  };
  const build = (extra: Record<string, string>) =>
    createAppServices(parseServerEnv({ ...variables, ...extra }), { clock, reportError });
  const env = parseServerEnv(variables);
  const services = build({});
  const extras: CreatedAppServices[] = [];
  return {
    identity,
    mailbox,
    mail: createMailboxClient(mailbox.httpUrl),
    env,
    services,
    reportedErrors,
    advanceClockBy: (durationInMs) => void (offsetInMs += durationInMs),
    advanceIdentityClockBy: (durationInMs) => void (identityOffsetInMs += durationInMs),
    nextAuthenticatorCode(user) {
      identityOffsetInMs += 30_000;
      offsetInMs += 30_000;
      return new TOTP({ secret: Secret.fromBase32(user.totpSecret) }).generate({
        timestamp: identityClock.nowInMs(),
      });
    },
    servicesWith(extra) {
      const created = build(extra);
      extras.push(created);
      return created;
    },
    createUser: (details = uniqueTestUserDetails()) =>
      createSignedInTestUser(
        identity.url,
        identity.clientId,
        mailbox.httpUrl,
        details,
        identityClock.nowInMs,
      ),
    async idle() {
      for (const created of [services, ...extras]) await created.background.idle();
    },
    async close() {
      for (const extra of extras) await extra.close();
      await services.close();
      await identity.close();
      await mailbox.close();
    },
  };
}
