import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSupervisor,
  describeExit,
  PartStartError,
  SupervisorStoppingError,
  type PartDefinition,
  type Supervisor,
} from './supervise-parts.js';

// Tiny parts: real child processes running a line of JavaScript.
function nodePart(name: string, script: string, ...args: string[]): PartDefinition {
  return { name, command: process.execPath, args: ['-e', script, ...args], readyWhen: /^ready/m };
}

const policy = { firstDelayMs: 10, maxDelayMs: 40, maxRestarts: 3, windowMs: 10_000 };

async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('supervising the parts of npm start', () => {
  let output: string[];
  let errors: string[];
  let giveUps: string[];
  let supervisor: Supervisor;
  let dir: string;

  beforeEach(async () => {
    [output, errors, giveUps] = [[], [], []];
    supervisor = createSupervisor({
      policy,
      print: (line) => output.push(line),
      printError: (line) => errors.push(line),
      onGiveUp: (reason) => giveUps.push(reason),
    });
    dir = await mkdtemp(path.join(tmpdir(), 'supervise-parts-'));
  });
  afterEach(async () => {
    await supervisor.stopAll();
    await rm(dir, { recursive: true, force: true });
  });

  it('restarts a part that stops after it was ready and says which part stopped and how', async () => {
    // Exits with code 3 the first time; stays up once restarted.
    const flaky = nodePart(
      'flaky part',
      `const fs = require('node:fs');
       if (fs.existsSync(process.argv[1])) { console.log('ready again'); setInterval(() => {}, 1000); }
       else { fs.writeFileSync(process.argv[1], ''); console.log('ready'); setTimeout(() => process.exit(3), 20); }`,
      path.join(dir, 'started-once'),
    );
    expect(await supervisor.start(flaky)).toBe('ready\n');

    await waitUntil(() => output.includes('The flaky part is running again.'), 'the restart');
    expect(errors).toEqual([
      'The flaky part stopped unexpectedly (exit code 3); restarting it in 0.01 s (restart 1 of at most 3 in 10 s).',
    ]);
    expect(output).toContain('[flaky part] ready again');

    await supervisor.stopAll();
    expect(errors).toHaveLength(1);
    expect(giveUps).toEqual([]);
  });

  it('stops every part and says why when a part keeps stopping', async () => {
    const steady = nodePart(
      'steady part',
      `console.log('ready ' + process.pid); setInterval(() => {}, 1000);`,
    );
    const steadyPid = Number(/ready (\d+)/.exec(await supervisor.start(steady))?.[1]);
    const failing = nodePart('failing part', `console.log('ready'); process.exit(1);`);
    await supervisor.start(failing);

    await waitUntil(() => giveUps.length > 0, 'the supervisor to give up');
    const reason =
      'The failing part stopped unexpectedly (exit code 1) and has already been restarted 3 times in the last 10 s, so Steadfast is stopping.';
    expect(giveUps).toEqual([reason]);
    expect(errors.filter((line) => line.includes('restarting it in'))).toHaveLength(3);
    expect(errors.at(-1)).toBe(reason);
    expect(isRunning(steadyPid)).toBe(false);
  });

  it('reports a part that exits before it is ready, and does not restart it', async () => {
    const broken = nodePart(
      'broken part',
      `console.error('port 1025 is in use'); process.exit(1);`,
    );

    await expect(supervisor.start(broken)).rejects.toThrow(
      'The broken part stopped before it was ready (exit code 1).',
    );
    await expect(supervisor.start(broken)).rejects.toBeInstanceOf(PartStartError);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(errors).toEqual([
      '[broken part] port 1025 is in use',
      '[broken part] port 1025 is in use',
    ]);
  });

  it('runs a one-off step to its end and tells how it ended', async () => {
    const step = { name: 'build', command: process.execPath, args: ['-e', 'process.exit(3)'] };
    await expect(supervisor.runToEnd(step)).resolves.toEqual({ code: 3, signal: null });
  });

  it('stops a step still running and the parts with it, then starts nothing more', async () => {
    const pidFile = path.join(dir, 'step.pid');
    const part = nodePart('mail catcher', `console.log('ready'); setInterval(() => {}, 1000);`);
    await supervisor.start(part);
    const step = supervisor.runToEnd({
      name: 'build',
      command: process.execPath,
      args: [
        '-e',
        `require('fs').writeFileSync(process.argv[1], String(process.pid)); setInterval(() => {}, 1000);`,
        pidFile,
      ],
    });
    await waitUntil(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '', 'the step');
    const stepPid = Number(readFileSync(pidFile, 'utf8'));

    await supervisor.stopAll();

    await expect(step).resolves.toEqual({ code: null, signal: 'SIGTERM' });
    expect(isRunning(stepPid)).toBe(false);
    await expect(supervisor.start(part)).rejects.toBeInstanceOf(SupervisorStoppingError);
    await expect(supervisor.runToEnd({ ...part, args: ['-e', ''] })).rejects.toThrow(
      'The mail catcher was not started: everything is stopping.',
    );
    expect(errors).toEqual([]);
  });

  it('names the signal when a part was killed by one', () => {
    expect(describeExit(null, 'SIGKILL')).toBe('signal SIGKILL');
    expect(describeExit(1, null)).toBe('exit code 1');
  });
});
