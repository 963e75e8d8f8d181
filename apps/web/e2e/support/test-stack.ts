import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { E2EEnvironment } from './environment.js';
import { findFreePort } from '../../src/server/http/free-port.js';
import { IDENTITY_ADMIN_CREDENTIALS } from './identity-admin-key.js';

/** The web app's folder, where `server.ts` runs from. */
export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Services {
  identityUrl: string;
  clientId: string;
  poolId: string;
  identityPoolId: string;
  mailboxUrl: string;
  smtpUrl: string;
  controlUrl: string;
  dataDir: string;
  hostedUrl: string;
  hostedSpkiSha256: string;
}

function startServices(
  webOrigin: string,
  signUpConfirmation: 'code' | 'link',
): Promise<{ child: ChildProcess; services: Services }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-services.ts'], {
    cwd: webDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, E2E_WEB_ORIGIN: webOrigin, E2E_SIGNUP_CONFIRMATION: signUpConfirmation },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`test services exited early (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolve({ child, services: JSON.parse(line) as Services });
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`web server exited (${child.exitCode})`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Asks a process to stop (SIGTERM) and waits until it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Mail catcher, identity server (with its hosted domain) and the web app on free ports; `stop`
 * ends them all. `signUpConfirmation: 'link'` makes both confirm sign-ups by emailed link.
 */
export async function startTestStack(options: {
  dev: boolean;
  signUpConfirmation?: 'code' | 'link';
}): Promise<{ environment: E2EEnvironment; stop: () => Promise<void> }> {
  const { dev, signUpConfirmation = 'code' } = options;
  const webPort = await findFreePort();
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const { child: servicesProcess, services } = await startServices(baseUrl, signUpConfirmation);
  // The web app's own server (timeouts, peer addresses, the admin socket), as `npm start` and
  // `npm run dev` run it.
  const command = ['--import', 'tsx', 'server.ts', ...(dev ? ['--dev'] : [])];
  const webServerEnv: Record<string, string> = {
    NODE_ENV: dev ? 'development' : 'production',
    PORT: String(webPort),
    WEB_HOST: '127.0.0.1',
    ...(dev ? { NEXT_DIST_DIR: '.next/e2e-dev' } : {}),
    COGNITO_USER_POOL_ID: services.poolId,
    COGNITO_CLIENT_ID: services.clientId,
    COGNITO_ENDPOINT: services.identityUrl,
    // As `npm start`: the embedded identity pool, so every sign-in also gets AWS credentials.
    COGNITO_IDENTITY_POOL_ID: services.identityPoolId,
    COGNITO_ISSUER: '',
    COGNITO_OAUTH_DOMAIN: new URL(services.hostedUrl).host,
    SIGNUP_CONFIRMATION: signUpConfirmation,
    SMTP_URL: services.smtpUrl,
    DATABASE_URL: '',
    WEB_DATA_DIR: path.join(services.dataDir, 'web'),
    IDENTITY_ADMIN_ACCESS_KEY_ID: IDENTITY_ADMIN_CREDENTIALS.accessKeyId,
    IDENTITY_ADMIN_SECRET_ACCESS_KEY: IDENTITY_ADMIN_CREDENTIALS.secretAccessKey,
  };
  const web = spawn(process.execPath, command, {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...webServerEnv },
  });
  try {
    await waitForHttp(`${baseUrl}/login`, web);
  } catch (error) {
    // A web app that cannot start (no build, say) must not leave the services running.
    await stopProcess(web);
    await stopProcess(servicesProcess);
    throw error;
  }
  const environment: E2EEnvironment = {
    baseUrl,
    identityUrl: services.identityUrl,
    poolId: services.poolId,
    clientId: services.clientId,
    mailboxUrl: services.mailboxUrl,
    controlUrl: services.controlUrl,
    hostedUrl: services.hostedUrl,
    hostedSpkiSha256: services.hostedSpkiSha256,
    webServerEnv,
  };
  return {
    environment,
    stop: async () => {
      await stopProcess(web);
      await stopProcess(servicesProcess);
    },
  };
}
