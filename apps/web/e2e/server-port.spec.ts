import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from './support/fixtures';
import { stopProcess, webDir } from './support/test-stack';

/** The address the server says it is ready on (its first such line on standard output). */
function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the web server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /\[web\] ready on (http:\/\/\S+)/.exec(line)?.[1];
      if (url) resolve(url);
    });
  });
}

// A second production server beside the suite's, as a platform that hands out ports starts it.
test('with PORT=0 the server takes a port the system gives, says which, and routes on it', async ({
  environment,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steadfast-port-zero-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: webDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...environment.webServerEnv, PORT: '0', WEB_DATA_DIR: dataDir },
  });
  try {
    const url = await readyUrl(child);
    expect(new URL(url).port).not.toBe('0');
    expect((await fetch(`${url}/login`)).status).toBe(200);
    // A visitor who is not an administrator is shown the not-found page there, as on any port:
    // Next.js must know the port it was given to keep that rewrite on its own origin.
    const admin = await fetch(`${url}/admin`, { redirect: 'manual' });
    expect(admin.status).toBe(404);
    expect(await admin.text()).toContain('This page could not be found.');
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
