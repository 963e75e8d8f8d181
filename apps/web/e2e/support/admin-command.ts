import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { E2EEnvironment } from './environment';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs `npm run admin -- <words>` from the repository root against the test's web server, as an
 * operator would beside `npm start`: with the server's settings, so the command reaches it
 * through its local admin channel. Answers what the command printed.
 */
export async function runAdminCommand(
  environment: E2EEnvironment,
  words: string[],
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin', '--', ...words],
    {
      cwd: repoRoot,
      env: { ...process.env, ...environment.webServerEnv },
      timeout: 60_000,
    },
  );
  return stdout;
}
