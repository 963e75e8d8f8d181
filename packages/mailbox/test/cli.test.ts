import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

function startCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('mailbox command', () => {
  it('exits 1 with one message naming a bad variable', async () => {
    const cli = startCli({ MAILBOX_SMTP_PORT: 'twenty-five' });
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr.trim()).toMatch(/^mailbox: .*MAILBOX_SMTP_PORT.*"twenty-five"/);
  });

  it('prints where it listens and stops cleanly on SIGTERM', async () => {
    const cli = startCli({ MAILBOX_SMTP_PORT: '0', MAILBOX_HTTP_PORT: '0' });
    await new Promise<void>((resolve, reject) => {
      cli.child.stdout.on('data', () => {
        if (cli.output().stdout.includes('inbox and API on http://')) resolve();
      });
      cli.exited.then(() => reject(new Error(`exited early: ${cli.output().stderr}`)));
    });
    const httpUrl = /on (http:\/\/\S+)/.exec(cli.output().stdout)?.[1];
    expect((await fetch(`${httpUrl}/api/v1/messages`)).status).toBe(200);
    expect(cli.output().stdout).toMatch(/SMTP listening on smtp:\/\/127\.0\.0\.1:\d+/);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });
});
