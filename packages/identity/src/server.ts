import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackRequests } from '@steadfast/node-server';
import { systemClock, type Clock } from './clock.js';
import { loadIdentityConfig, type IdentityConfig } from './config.js';
import { createRequestHandler } from './http/handle-request.js';
import { createOperationRegistry } from './operations/registry.js';
import {
  DEFAULT_IDENTITY_POOL_ID,
  ensureDefaultIdentityPool,
} from './identity-pools/default-identity-pool.js';
import { loadServerSecrets, loadSigningKeys } from './services/bootstrap.js';
import type { Services } from './services/context.js';
import { createLogger } from './services/logger.js';
import { createMailer } from './services/mail.js';
import { createInlineSrpEngine, createWorkerSrpEngine } from './services/srp-engine.js';
import { DEFAULT_CLIENT_ID, DEFAULT_POOL_ID, ensureDefaultPool } from './services/pools.js';
import { seedUsers, type SeedUser } from './services/seed-users.js';
import { openStore, type Store } from './store/database.js';
import { prepareDefaultClientForHostedSignIn } from './hosted/hosted-client-setup.js';
import { listenHosted, type HostedDomain } from './hosted/hosted-listener.js';

export interface RunningIdentityServer {
  url: string;
  port: number;
  poolId: string;
  clientId: string;
  /** The embedded identity pool (Amazon Cognito Identity), bound to the default pool. */
  identityPoolId: string;
  /** The HTTPS hosted sign-in domain, `https://localhost:<port>`; null unless `hostedDomain`. */
  hostedUrl: string | null;
  hostedPort: number | null;
  /** The local CA that signed the hosted domain's certificate (PEM), and where it is kept. */
  hostedCaPem: string | null;
  hostedCaPath: string | null;
  /** Base64 SHA-256 of the hosted certificate's SPKI (Chromium's --ignore-certificate-errors-spki-list). */
  hostedSpkiSha256: string | null;
  /** Inserts confirmed users directly (benchmarks, fixtures); defaults to the default pool. */
  seedUsers(users: SeedUser[], poolId?: string): Promise<void>;
  /**
   * Stops accepting connections, lets requests in flight finish (for at most the request
   * timeout), then closes the mailer, the SRP workers and the store. Later calls wait for the
   * first.
   */
  close(): Promise<void>;
}

export type IdentityServerOptions = Partial<IdentityConfig> & {
  clock?: Clock;
  /** Also serve the HTTPS hosted sign-in domain on `hostedPort` (the command line does). */
  hostedDomain?: boolean;
};

/** Opens (and migrates) the store, creates the default pool on first start, and listens. */
export async function startIdentityServer(
  options: IdentityServerOptions = {},
): Promise<RunningIdentityServer> {
  const { clock = systemClock, hostedDomain = false, ...overrides } = options;
  const config = loadIdentityConfig(overrides);
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const services = await buildServices(store, config, clock);
    let hosted: HostedDomain | null = null;
    if (hostedDomain) {
      await prepareDefaultClientForHostedSignIn(services);
      hosted = await listenHosted(services);
    }
    return await listen(services, store, hosted);
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function buildServices(
  store: Store,
  config: IdentityConfig,
  clock: Clock,
): Promise<Services> {
  await ensureDefaultPool(store.db, clock.nowInMs());
  await ensureDefaultIdentityPool({ config, db: store.db }, clock.nowInMs());
  return {
    db: store.db,
    clock,
    config,
    mailer: createMailer(config.smtpUrl, config.mailFrom),
    secrets: await loadServerSecrets(store.db),
    keys: await loadSigningKeys(store.db, clock.nowInMs()),
    log: createLogger(config.logLevel),
    srp: config.srpWorkers > 0 ? createWorkerSrpEngine(config.srpWorkers) : createInlineSrpEngine(),
    hosted: { url: null },
  };
}

/** An idle keep-alive connection is closed after this long. */
const idleTimeoutMs = 5_000;

async function listen(
  services: Services,
  store: Store,
  hosted: HostedDomain | null,
): Promise<RunningIdentityServer> {
  const handler = createRequestHandler(services, createOperationRegistry());
  const { headersTimeoutMs, requestTimeoutMs } = services.config;
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: Math.max(requestTimeoutMs, headersTimeoutMs),
      keepAliveTimeout: idleTimeoutMs,
      // How often Node looks for clients past those limits (its default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
    },
    handler,
  );
  const requests = trackRequests(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(services.config.port, services.config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = services.config.host.includes(':')
    ? `[${services.config.host}]`
    : services.config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    poolId: DEFAULT_POOL_ID,
    clientId: DEFAULT_CLIENT_ID,
    identityPoolId: DEFAULT_IDENTITY_POOL_ID,
    hostedUrl: hosted?.url ?? null,
    hostedPort: hosted?.port ?? null,
    hostedCaPem: hosted?.certificate.caPem ?? null,
    hostedCaPath: hosted?.certificate.caPath ?? null,
    hostedSpkiSha256: hosted?.certificate.spkiSha256 ?? null,
    seedUsers: (users, poolId = DEFAULT_POOL_ID) => seedUsers(services, poolId, users),
    close: () => {
      closing ??= (async () => {
        const grace = Math.max(requestTimeoutMs, headersTimeoutMs);
        await Promise.all([requests.drain(grace), hosted?.drain(grace)]);
        services.mailer.close();
        await services.srp.close();
        await store.close();
      })();
      return closing;
    },
  };
}
