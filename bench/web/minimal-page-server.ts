/**
 * The reference page: bench/web/minimal-page, a minimal MUI + Amplify sign-in form, built with
 * `next build` when it has no build or its sources changed since, and served with `next start`
 * on a free port against the identity server the bench started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../apps/web/src/server/http/free-port.js';
import { waitForHttp, stopProcess } from './processes.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const MINIMAL_PAGE_DIR = path.join(benchDir, 'minimal-page');
export const MINIMAL_PAGE_DIST = path.join(MINIMAL_PAGE_DIR, '.next');
export const NEXT_BIN = path.resolve(benchDir, '../../node_modules/next/dist/bin/next');

function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true })
      .filter(
        (entry) =>
          !['.next', 'node_modules', 'next-env.d.ts'].includes(entry.name) &&
          !entry.name.endsWith('.tsbuildinfo'),
      )
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs;
      }),
  );
}

function builtAt(): number {
  try {
    return statSync(path.join(MINIMAL_PAGE_DIST, 'BUILD_ID')).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureMinimalPageBuilt(): void {
  if (builtAt() > newestSource(MINIMAL_PAGE_DIR)) return;
  console.log('Building the minimal MUI + Amplify page…');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: MINIMAL_PAGE_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`building the minimal page failed (${build.status})`);
}

export interface IdentityPool {
  identityUrl: string;
  poolId: string;
  clientId: string;
}

export async function startMinimalPage(
  pool: IdentityPool,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: MINIMAL_PAGE_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        MINIMAL_COGNITO_USER_POOL_ID: pool.poolId,
        MINIMAL_COGNITO_CLIENT_ID: pool.clientId,
        MINIMAL_COGNITO_ENDPOINT: pool.identityUrl,
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/login`, child);
  return { baseUrl, stop: () => stopProcess(child) };
}
