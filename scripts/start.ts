/**
 * `npm start`: the whole product on embedded defaults.
 * Mail catcher and identity server run in this process; the web app runs as a Next.js
 * production server (built first when the build is missing or older than its sources).
 * `npm run dev` does the same with `next dev` instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadIdentityConfig, startIdentityServer } from '@steadfast/identity';
import { loadConfig as loadMailboxConfig, startMailbox } from '@steadfast/mailbox';
import { describeStartFailure } from './start-failure.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(rootDir, 'apps/web');
const devMode = process.argv.includes('--dev');
const webPort = process.env.PORT ?? '3000';
const webHost = process.env.WEB_HOST ?? '127.0.0.1';

function newestModificationMs(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestModificationMs(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

function webBuildIsCurrent(): boolean {
  const buildId = path.join(webDir, '.next/BUILD_ID');
  return existsSync(buildId) && statSync(buildId).mtimeMs >= newestModificationMs(webDir);
}

function runNext(args: string[], env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, [path.join(rootDir, 'node_modules/next/dist/bin/next'), ...args], {
    cwd: webDir,
    env,
    stdio: 'inherit',
  });
}

/** Starts one part, or says in a sentence why it cannot and stops everything started so far. */
async function startPart<T>(
  part: string,
  start: () => Promise<T>,
  started: Array<() => Promise<void>>,
) {
  try {
    return await start();
  } catch (error) {
    console.error(describeStartFailure(part, error));
    await Promise.allSettled(started.map((close) => close()));
    process.exit(1);
  }
}

const mailbox = await startPart(
  'mail catcher',
  async () => startMailbox(loadMailboxConfig(process.env)),
  [],
);
const identityConfig = await startPart(
  'identity server',
  async () => loadIdentityConfig({ smtpUrl: process.env.SMTP_URL ?? mailbox.smtpUrl }),
  [() => mailbox.close()],
);
const identity = await startPart('identity server', () => startIdentityServer(identityConfig), [
  () => mailbox.close(),
]);

const webEnv: NodeJS.ProcessEnv = {
  ...process.env,
  COGNITO_USER_POOL_ID: process.env.COGNITO_USER_POOL_ID ?? identity.poolId,
  COGNITO_CLIENT_ID: process.env.COGNITO_CLIENT_ID ?? identity.clientId,
  COGNITO_ENDPOINT: process.env.COGNITO_ENDPOINT ?? identityConfig.publicUrl,
  SMTP_URL: process.env.SMTP_URL ?? mailbox.smtpUrl,
};

if (!devMode && !webBuildIsCurrent()) {
  console.log('Building the web app (first start or changed sources)…');
  const build = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: webDir, env: webEnv, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    await Promise.all([identity.close(), mailbox.close()]);
    process.exit(build.status ?? 1);
  }
}

const web = runNext([devMode ? 'dev' : 'start', '-p', webPort, '-H', webHost], webEnv);

console.log(`
  Steadfast is starting
    web            http://localhost:${webPort}
    identity       ${identity.url}  (pool ${identity.poolId}, client ${identity.clientId})
    mail catcher   ${mailbox.httpUrl}  (SMTP ${mailbox.smtpUrl}) — emailed codes appear here
`);

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  web.kill('SIGTERM');
  await Promise.allSettled([identity.close(), mailbox.close()]);
  process.exit(code);
}
web.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
