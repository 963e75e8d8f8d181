import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdentityServer, type RunningIdentityServer } from '@steadfast/identity';
import { startMailbox, type RunningMailbox } from '@steadfast/mailbox';
import { findFreePort } from '../../apps/web/src/server/http/free-port.js';
import {
  startCountingIdentityProxy,
  type CountingIdentityProxy,
} from '../../apps/web/src/server/testing/counting-identity-proxy.js';
import {
  createSignedInTestUser,
  type TestUser,
} from '../../apps/web/src/server/testing/identity-test-user.js';

/** Token issuer base; the web server is told it, so it need not match a listening URL. */
const IDENTITY_PUBLIC_URL = 'http://identity.bench.test';

export interface IdentityForBench {
  identity: RunningIdentityServer;
  mailbox: RunningMailbox;
  /** Counts what the web server asks of the identity service. */
  proxy: CountingIdentityProxy;
  close(): Promise<void>;
}

/** The real mail catcher and identity server, in memory, with the counting proxy in front. */
export async function startIdentityForBench(): Promise<IdentityForBench> {
  const mailbox = await startMailbox({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
  const identity = await startIdentityServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    publicUrl: IDENTITY_PUBLIC_URL,
    smtpUrl: mailbox.smtpUrl,
    logLevel: 'error',
  });
  const proxy = await startCountingIdentityProxy(identity.url);
  return {
    identity,
    mailbox,
    proxy,
    async close() {
      await proxy.close();
      await identity.close();
      await mailbox.close();
    },
  };
}

/** `count` users, each signed up, confirmed and enrolled in TOTP through the real identity server. */
export async function signInBenchUsers(
  services: IdentityForBench,
  count: number,
): Promise<TestUser[]> {
  const { identity, mailbox } = services;
  const users: TestUser[] = [];
  // A few at a time: each one is several SRP exchanges and an email.
  for (let next = 0; next < count; next += 8) {
    const batch = Array.from({ length: Math.min(8, count - next) }, () =>
      createSignedInTestUser(identity.url, identity.clientId, mailbox.httpUrl),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

export interface BenchWebServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production build of the web app in `webDir`, run as `npm start` runs it (server.ts), on
 * PGlite in a fresh directory or on `databaseUrl`.
 */
export async function startBenchWebServer(options: {
  webDir: string;
  services: IdentityForBench;
  databaseUrl?: string;
}): Promise<BenchWebServer> {
  const { identity, mailbox, proxy } = options.services;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steadfast-bench-web-'));
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: options.webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      WEB_HOST: '127.0.0.1',
      COGNITO_USER_POOL_ID: identity.poolId,
      COGNITO_CLIENT_ID: identity.clientId,
      COGNITO_ENDPOINT: proxy.url,
      COGNITO_ISSUER: `${IDENTITY_PUBLIC_URL}/${identity.poolId}`,
      SMTP_URL: mailbox.smtpUrl,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_DATA_DIR: dataDir,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}/login`, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    url,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`the web server exited (${child.exitCode})`);
    const answered = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within a minute`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
