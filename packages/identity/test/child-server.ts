import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** The CLI in its own process, so a test can kill it without warning (SIGKILL) or stop it. */
export async function startChildServer(environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath], {
    env: {
      ...process.env,
      IDENTITY_PORT: '0',
      // The command line also serves the hosted domain: on a free port, never the fixed 9443.
      IDENTITY_HOSTED_PORT: '0',
      LOG_LEVEL: 'error',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<() => void>();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const watcher of watchers) watcher();
    });
  /** Resolves with the first match of `pattern` in what the process wrote. */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const match = pattern.exec(output);
        if (match) {
          watchers.delete(look);
          resolve(match);
        }
      };
      watchers.add(look);
      look();
      void exited.then(({ code }) =>
        reject(new Error(`identity server exited (${code}): ${output}`)),
      );
    });
  const [, url = ''] = await printed(/listening on (http:\/\/\S+)/);
  return {
    url,
    printed,
    /** Sends `signal` and resolves with how the process ended. */
    stop: (signal: NodeJS.Signals) => {
      child.kill(signal);
      return exited;
    },
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
