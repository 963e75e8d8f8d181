/**
 * `npm start`: the whole product on embedded defaults, each part in its own process, so a
 * part that fails cannot take the others down. The mail catcher and the identity server run
 * their own commands; the web app runs as a Next.js production server (built first when the
 * build is missing or older than its sources). A part that stops on its own is restarted
 * (supervise-parts.ts). `npm run dev` does the same with `next dev` inside that server.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadIdentityConfig } from '@steadfast/identity';
import { loadConfig as loadMailboxConfig } from '@steadfast/mailbox';
import { ensurePortIsFree } from './check-port.js';
import { describeStartFailure } from './start-failure.js';
import {
  createSupervisor,
  describeExit,
  PartStartError,
  type PartDefinition,
} from './supervise-parts.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(rootDir, 'apps/web');
const nextBin = path.join(rootDir, 'node_modules/next/dist/bin/next');
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

const supervisor = createSupervisor({ onGiveUp: () => process.exit(1) });

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  void supervisor.stopAll().then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Should this process end some other way, its children must not outlive it.
process.on('exit', () => supervisor.killAll());

/** Once a signal has asked everything to stop, starting goes no further: stop() ends the process. */
function unlessStopping(): Promise<void> {
  return stopping ? new Promise<void>(() => {}) : Promise.resolve();
}

/** Runs one step of starting a part, or says in a sentence why it cannot and stops everything. */
async function orStop<T>(
  part: string,
  step: () => Promise<T>,
  portSettings?: Record<string, string>,
): Promise<T> {
  try {
    const result = await step();
    await unlessStopping();
    return result;
  } catch (error) {
    await unlessStopping();
    console.error(
      error instanceof PartStartError
        ? `Cannot start the ${part}: it stopped before it was ready (${error.exit}); its output is above.`
        : describeStartFailure(part, error, portSettings),
    );
    await supervisor.stopAll();
    process.exit(1);
  }
}

/** A package's command line, run with tsx from the repository root (where `./data` lives). */
function packageCommand(
  name: string,
  cli: string,
  env: NodeJS.ProcessEnv,
  readyWhen: RegExp,
): PartDefinition {
  const args = ['--import', 'tsx', path.join(rootDir, cli)];
  return { name, command: process.execPath, args, cwd: rootDir, env, readyWhen };
}

/** A value the part printed once it was up; its wording is that part's command's contract. */
function printed(output: string, pattern: RegExp, part: string): string {
  const value = pattern.exec(output)?.[1];
  if (value === undefined) throw new Error(`no ${pattern} in what the ${part} printed`);
  return value;
}

// The mail catcher.
const mailboxConfig = await orStop('mail catcher', async () => loadMailboxConfig(process.env));
await orStop(
  'mail catcher',
  async () => {
    await ensurePortIsFree(mailboxConfig.host, mailboxConfig.smtpPort);
    await ensurePortIsFree(mailboxConfig.host, mailboxConfig.httpPort);
  },
  {
    [mailboxConfig.smtpPort]: 'MAILBOX_SMTP_PORT',
    [mailboxConfig.httpPort]: 'MAILBOX_HTTP_PORT',
  },
);
const mailboxEnv: NodeJS.ProcessEnv = { ...process.env };
const mailbox = await orStop('mail catcher', async () => {
  const cli = 'packages/mailbox/src/cli.ts';
  const output = await supervisor.start(
    packageCommand('mail catcher', cli, mailboxEnv, /inbox and API on/),
  );
  return {
    smtpUrl: printed(output, /SMTP listening on (\S+)/, 'mail catcher'),
    httpUrl: printed(output, /inbox and API on (\S+)/, 'mail catcher'),
  };
});
// A restart comes back on the same ports, even where port 0 picked them.
mailboxEnv.MAILBOX_SMTP_PORT = new URL(mailbox.smtpUrl).port;
mailboxEnv.MAILBOX_HTTP_PORT = new URL(mailbox.httpUrl).port;

// The identity server, sending its mail to the mail catcher.
const smtpUrl = process.env.SMTP_URL ?? mailbox.smtpUrl;
// The hosted sign-in domain sends people back to this web app: its origin becomes a callback.
const identityEnv: NodeJS.ProcessEnv = {
  ...process.env,
  SMTP_URL: smtpUrl,
  IDENTITY_WEB_ORIGINS: process.env.IDENTITY_WEB_ORIGINS ?? `http://localhost:${webPort}`,
};
const identityConfig = await orStop('identity server', async () =>
  loadIdentityConfig({}, identityEnv),
);
await orStop(
  'identity server',
  async () => {
    await ensurePortIsFree(identityConfig.host, identityConfig.port);
    await ensurePortIsFree(identityConfig.host, identityConfig.hostedPort);
  },
  { [identityConfig.port]: 'IDENTITY_PORT', [identityConfig.hostedPort]: 'IDENTITY_HOSTED_PORT' },
);
const identity = await orStop('identity server', async () => {
  const cli = 'packages/identity/src/cli.ts';
  const output = await supervisor.start(
    packageCommand('identity server', cli, identityEnv, /JWKS:/),
  );
  return {
    url: printed(output, /listening on (\S+)/, 'identity server'),
    poolId: printed(output, /user pool id:\s+(\S+)/, 'identity server'),
    clientId: printed(output, /app client id:\s+(\S+)/, 'identity server'),
    identityPoolId: printed(output, /identity pool:\s+(\S+)/, 'identity server'),
    hostedUrl: printed(output, /hosted domain:\s+(\S+)/, 'identity server'),
    hostedCa: printed(output, /hosted CA:\s+(.+)/, 'identity server'),
  };
});
identityEnv.IDENTITY_PORT = new URL(identity.url).port;
identityEnv.IDENTITY_HOSTED_PORT = new URL(identity.hostedUrl).port;

// The web app, told where the other two are.
const webEnv: NodeJS.ProcessEnv = {
  ...process.env,
  COGNITO_USER_POOL_ID: process.env.COGNITO_USER_POOL_ID ?? identity.poolId,
  COGNITO_CLIENT_ID: process.env.COGNITO_CLIENT_ID ?? identity.clientId,
  COGNITO_ENDPOINT: process.env.COGNITO_ENDPOINT ?? identityConfig.publicUrl,
  // The embedded identity pool trusts the embedded user pool only, so it goes with it.
  ...(process.env.COGNITO_USER_POOL_ID
    ? {}
    : {
        COGNITO_IDENTITY_POOL_ID: process.env.COGNITO_IDENTITY_POOL_ID ?? identity.identityPoolId,
      }),
  COGNITO_OAUTH_DOMAIN: process.env.COGNITO_OAUTH_DOMAIN ?? new URL(identity.hostedUrl).host,
  SMTP_URL: smtpUrl,
};

if (!devMode && !webBuildIsCurrent()) {
  console.log('Building the web app (first start or changed sources)…');
  // Not spawnSync: this process keeps handling signals during the build, so one stops the build
  // and the parts already running.
  const build = await orStop('web app', () =>
    supervisor.runToEnd({
      name: 'web build',
      command: process.execPath,
      args: [nextBin, 'build'],
      cwd: webDir,
      env: webEnv,
    }),
  );
  if (build.code !== 0) {
    console.error(
      `Cannot start the web app: its build failed (${describeExit(build.code, build.signal)}); its output is above.`,
    );
    await supervisor.stopAll();
    process.exit(build.code ?? 1);
  }
}

await orStop('web app', () => ensurePortIsFree(webHost, Number(webPort)), { [webPort]: 'PORT' });
// The web app's own server (apps/web/server.ts) runs the build, or `next dev` with --dev: it sets
// the header, request and keep-alive timeouts and records each client's address, as `next start`
// cannot, and serves `npm run admin` on its socket in either mode.
await orStop('web app', () =>
  supervisor.start({
    name: 'web app',
    command: process.execPath,
    args: ['--import', 'tsx', 'server.ts', ...(devMode ? ['--dev'] : [])],
    cwd: webDir,
    env: { ...webEnv, PORT: webPort, WEB_HOST: webHost },
  }),
);

console.log(`
  Steadfast is starting, each part in its own process (one that stops is restarted)
    web            http://localhost:${webPort}
    identity       ${identity.url}  (pool ${identity.poolId}, client ${identity.clientId})
    hosted sign-in ${identity.hostedUrl}  (trust its CA once: ${identity.hostedCa})
    mail catcher   ${mailbox.httpUrl}  (SMTP ${mailbox.smtpUrl}) — emailed codes appear here
`);
