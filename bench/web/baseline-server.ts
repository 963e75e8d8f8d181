/**
 * `--baseline <dir>`: another checkout's web app (its apps/web, built and with its dependencies
 * installed), served the way `npm start` serves ours against the same identity server, so a
 * change can be measured against the build before it in the same interleaved rounds.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../apps/web/src/server/http/free-port.js';
import { IDENTITY_ADMIN_CREDENTIALS } from '../../apps/web/e2e/support/identity-admin-key.js';
import type { IdentityPool } from './minimal-page-server.js';
import { stopProcess, waitForHttp } from './processes.js';

/** Accepts the web app's directory or its `.next` build directory. */
export function baselineWebDir(given: string): string {
  const resolved = path.resolve(given);
  const dir = path.basename(resolved) === '.next' ? path.dirname(resolved) : resolved;
  if (!existsSync(path.join(dir, '.next/BUILD_ID')) || !existsSync(path.join(dir, 'server.ts')))
    throw new Error(`--baseline ${given}: no built web app there (server.ts and .next/BUILD_ID)`);
  return dir;
}

export async function startBaseline(
  dir: string,
  pool: IdentityPool,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steadfast-bench-baseline-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      WEB_HOST: '127.0.0.1',
      COGNITO_USER_POOL_ID: pool.poolId,
      COGNITO_CLIENT_ID: pool.clientId,
      COGNITO_ENDPOINT: pool.identityUrl,
      COGNITO_ISSUER: '',
      DATABASE_URL: '',
      WEB_DATA_DIR: dataDir,
      IDENTITY_ADMIN_ACCESS_KEY_ID: IDENTITY_ADMIN_CREDENTIALS.accessKeyId,
      IDENTITY_ADMIN_SECRET_ACCESS_KEY: IDENTITY_ADMIN_CREDENTIALS.secretAccessKey,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitForHttp(`${baseUrl}/login`, child).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseUrl, stop };
}
