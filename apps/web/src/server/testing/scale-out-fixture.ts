import { Agent } from 'node:http';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { startIdentityServer, type RunningIdentityServer } from '@steadfast/identity';
import { createMailboxClient, startMailbox, type RunningMailbox } from '@steadfast/mailbox';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../api/root';
import { parseServerEnv } from '../config/parse-server-env';
import { createAppServices, type CreatedAppServices } from '../create-app-services';
import { serveApiOverHttp, type ServedApi } from './serve-api-over-http';
import { TEST_IDENTITY_PUBLIC_URL } from './web-test-environment';

/** One identity server, the SDK client a browser's Amplify stands for, and its web server. */
export interface Instance {
  identity: RunningIdentityServer;
  sdk: CognitoIdentityProviderClient;
  services: CreatedAppServices;
  web: ServedApi;
  api(accessToken?: string): ReturnType<typeof createTRPCClient<AppRouter>>;
}

export interface ScaleOut {
  instances: [Instance, Instance];
  mail: ReturnType<typeof createMailboxClient>;
  /** The identity servers' shared clock: real time, moved forward or held by the test. */
  clock: { nowInMs(): number; advanceBy(ms: number): void; hold(): void; release(): void };
  reportedErrors: string[];
  close(): Promise<void>;
}

/**
 * Two identity servers and two web servers on one PostgreSQL database, each with connections
 * of its own, web server `n` talking to identity server `n`, and one mail catcher.
 */
export async function startScaleOut(databaseUrl: string): Promise<ScaleOut> {
  const mailbox: RunningMailbox = await startMailbox({ smtpPort: 0, httpPort: 0 });
  let offsetInMs = 0;
  let heldAtInMs: number | undefined;
  const clock = { nowInMs: () => (heldAtInMs ?? Date.now()) + offsetInMs };
  const startIdentity = () =>
    startIdentityServer({
      port: 0,
      databaseUrl,
      dataDir: 'unused',
      publicUrl: TEST_IDENTITY_PUBLIC_URL,
      smtpUrl: mailbox.smtpUrl,
      logLevel: 'error',
      srpWorkers: 0,
      clock,
    });
  const identities = [await startIdentity(), await startIdentity()];
  const reportedErrors: string[] = [];
  const instances = await Promise.all(
    identities.map((identity) => startInstance(identity, databaseUrl, mailbox, reportedErrors)),
  );
  return {
    instances: instances as [Instance, Instance],
    mail: createMailboxClient(mailbox.httpUrl),
    clock: {
      nowInMs: clock.nowInMs,
      advanceBy: (ms) => void (offsetInMs += ms),
      hold: () => void (heldAtInMs ??= Date.now()),
      release: () => {
        if (heldAtInMs !== undefined) offsetInMs -= Date.now() - heldAtInMs;
        heldAtInMs = undefined;
      },
    },
    reportedErrors,
    async close() {
      for (const instance of instances) {
        instance.sdk.destroy();
        await instance.web.close();
        await instance.services.close();
        await instance.identity.close();
      }
      await mailbox.close();
    },
  };
}

async function startInstance(
  identity: RunningIdentityServer,
  databaseUrl: string,
  mailbox: RunningMailbox,
  reportedErrors: string[],
): Promise<Instance> {
  const services = createAppServices(
    parseServerEnv({
      COGNITO_USER_POOL_ID: identity.poolId,
      COGNITO_CLIENT_ID: identity.clientId,
      COGNITO_ENDPOINT: identity.url,
      COGNITO_ISSUER: `${TEST_IDENTITY_PUBLIC_URL}/${identity.poolId}`,
      SMTP_URL: mailbox.smtpUrl,
      DATABASE_URL: databaseUrl,
    }),
    {
      reportError: (context, error) =>
        reportedErrors.push(`${context}: ${error instanceof Error ? error.message : error}`),
    },
  );
  const web = await serveApiOverHttp(services);
  const sdk = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: identity.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: false }) },
  });
  const api = (accessToken?: string) =>
    createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: `${web.url}/api/trpc`,
          transformer: superjson,
          headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
        }),
      ],
    });
  return { identity, sdk, services, web, api };
}
