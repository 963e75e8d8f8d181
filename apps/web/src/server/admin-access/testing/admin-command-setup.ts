import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startIdentityServer, type RunningIdentityServer } from '@steadfast/identity';
import { runAdminCli } from '../run-admin-cli';

const webRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** An identity server of the command's tests: in memory, no mail, no workers. */
export function startCommandIdentityServer(): Promise<RunningIdentityServer> {
  return startIdentityServer({
    port: 0,
    dataDir: 'memory://',
    smtpUrl: 'smtp://127.0.0.1:9',
    logLevel: 'error',
    srpWorkers: 0,
  });
}

/** The variables a web server and the command share for an identity server and a database. */
export function commandEnvironment(
  identity: RunningIdentityServer,
  database: { dataDir: string; databaseUrl?: string },
): Record<string, string> {
  return {
    COGNITO_USER_POOL_ID: identity.poolId,
    COGNITO_CLIENT_ID: identity.clientId,
    COGNITO_ENDPOINT: identity.url,
    SMTP_URL: 'smtp://127.0.0.1:9',
    WEB_DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
  };
}

/** Runs the command in this process, collecting what it prints. */
export async function admin(environment: Record<string, string>, ...words: string[]) {
  const printed = { out: [] as string[], error: [] as string[] };
  const exitCode = await runAdminCli({
    words,
    environment,
    print: (text) => printed.out.push(text),
    printError: (text) => printed.error.push(text),
  });
  return { exitCode, out: printed.out.join('\n'), error: printed.error.join('\n') };
}

/** The web server process with its admin channel; resolves once it is ready. */
export function startWebServerProcess(environment: Record<string, string>) {
  const entry = path.join(
    webRoot,
    'src/server/admin-access/testing/web-server-with-admin-channel.ts',
  );
  return spawnWebServer(['--conditions=react-server', '--import', 'tsx', entry], environment);
}

/** `server.ts --dev`, as `npm run dev` runs it (`next dev` inside), in a build folder of its own. */
export async function startDevWebServer(environment: Record<string, string>) {
  return spawnWebServer(['--import', 'tsx', path.join(webRoot, 'server.ts'), '--dev'], {
    ...environment,
    // A real port: Next.js resolves the proxy's rewrites against the port it is given.
    PORT: String(await freePort()),
    WEB_HOST: '127.0.0.1',
    NEXT_DIST_DIR: '.next/admin-command-dev',
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function spawnWebServer(args: string[], environment: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: webRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready on (http:\S+)/.exec(output);
        if (ready?.[1]) resolve(ready[1]);
      });
    }
    void exited.then(() => reject(new Error(`the web server exited first: ${output}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => child.kill('SIGKILL'),
  };
}
