/**
 * Runs each part of `npm start` as its own child process, so one part failing cannot take the
 * others down, and restarts a part that stops on its own. A part that keeps stopping is given
 * up on: everything is stopped and the reason is reported.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface PartDefinition {
  /** As the part is called in messages: `mail catcher`. */
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  /** Read at every (re)start, so a caller may pin values learnt from the first start. */
  env?: NodeJS.ProcessEnv;
  /** Output that means the part is up; without it the part counts as up once spawned. */
  readyWhen?: RegExp;
}

export interface RestartPolicy {
  /** Wait before a restart; doubled for each earlier restart still inside the window. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A part that needs more restarts than this within `windowMs` is given up on. */
  maxRestarts: number;
  windowMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  firstDelayMs: 500,
  maxDelayMs: 8_000,
  maxRestarts: 5,
  windowMs: 60_000,
};

export interface SupervisorOptions {
  policy?: RestartPolicy;
  /** Lines from the supervisor and the parts' standard output. */
  print?: (line: string) => void;
  /** Lines from the parts' standard error and the supervisor's bad news. */
  printError?: (line: string) => void;
  /** Called once every part has been stopped because one kept failing. */
  onGiveUp: (reason: string) => void;
  /** After SIGTERM, how long a part may take to stop before it is killed. */
  stopTimeoutMs?: number;
}

/** The part exited before it was ready, the first time it was started. */
export class PartStartError extends Error {
  override name = 'PartStartError';
  constructor(
    readonly part: string,
    /** How it ended: `exit code 1`, `signal SIGKILL`. */
    readonly exit: string,
  ) {
    super(`The ${part} stopped before it was ready (${exit}).`);
  }
}

/** Everything is stopping (a signal, or a part given up on), so nothing new is started. */
export class SupervisorStoppingError extends Error {
  override name = 'SupervisorStoppingError';
  constructor(readonly part: string) {
    super(`The ${part} was not started: everything is stopping.`);
  }
}

interface RunningPart {
  definition: PartDefinition;
  child: ChildProcess;
  /** When each restart within the current window happened. */
  restartTimesMs: number[];
  restartTimer?: NodeJS.Timeout;
}

/** How a child ended: both null when it could not be spawned at all. */
export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal === null ? `exit code ${code}` : `signal ${signal}`;
}

export function createSupervisor(options: SupervisorOptions) {
  const policy = options.policy ?? DEFAULT_RESTART_POLICY;
  const print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
  const printError = options.printError ?? ((line) => process.stderr.write(`${line}\n`));
  const parts = new Map<string, RunningPart>();
  /** One-off steps running in the foreground (the web build). */
  const steps = new Set<ChildProcess>();
  let stopping: Promise<void> | undefined;

  /** Spawns the part; resolves with its output up to the ready line. */
  function launch(part: Omit<RunningPart, 'child'>, onEarlyExit: (why: string) => void) {
    const { definition } = part;
    const child = spawn(definition.command, definition.args, {
      cwd: definition.cwd,
      env: definition.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ready = definition.readyWhen === undefined;
    let outputUntilReady = '';
    const readyOutput = new Promise<string>((resolve) => {
      if (ready) return resolve('');
      forwardLines(child.stdout, definition.name, print, (line) => {
        if (ready) return;
        outputUntilReady += `${line}\n`;
        if (definition.readyWhen?.test(outputUntilReady)) {
          ready = true;
          resolve(outputUntilReady);
        }
      });
    });
    if (ready) forwardLines(child.stdout, definition.name, print);
    forwardLines(child.stderr, definition.name, printError);

    const current: RunningPart = { ...part, child };
    parts.set(definition.name, current);
    void exitOf(child).then(({ code, signal }) => {
      if (stopping !== undefined) return;
      if (!ready) return onEarlyExit(describeExit(code, signal));
      restartLater(current, `stopped unexpectedly (${describeExit(code, signal)})`);
    });
    return readyOutput;
  }

  function restartLater(part: RunningPart, what: string): void {
    const { name } = part.definition;
    const nowMs = Date.now();
    const recent = part.restartTimesMs.filter((timeMs) => nowMs - timeMs < policy.windowMs);
    if (recent.length >= policy.maxRestarts) {
      const reason =
        `The ${name} ${what} and has already been restarted ${recent.length} times in the last ` +
        `${policy.windowMs / 1000} s, so Steadfast is stopping.`;
      printError(reason);
      void stopAll().then(() => options.onGiveUp(reason));
      return;
    }
    const delayMs = Math.min(policy.firstDelayMs * 2 ** recent.length, policy.maxDelayMs);
    printError(
      `The ${name} ${what}; restarting it in ${delayMs / 1000} s ` +
        `(restart ${recent.length + 1} of at most ${policy.maxRestarts} in ${policy.windowMs / 1000} s).`,
    );
    part.restartTimesMs = [...recent, nowMs];
    part.restartTimer = setTimeout(() => {
      void launch(part, (why) =>
        restartLater(parts.get(name) ?? part, `failed to start (${why})`),
      ).then(() => print(`The ${name} is running again.`));
    }, delayMs);
  }

  /** Starts a part; rejects with a PartStartError when it exits before it is ready. */
  function start(definition: PartDefinition): Promise<string> {
    if (stopping !== undefined) return Promise.reject(new SupervisorStoppingError(definition.name));
    return new Promise((resolve, reject) => {
      const part = { definition, restartTimesMs: [] };
      launch(part, (why) => {
        parts.delete(definition.name);
        reject(new PartStartError(definition.name, why));
      }).then(resolve, reject);
    });
  }

  /**
   * Runs a one-off step to its end, its output going straight to ours; resolves with how it
   * ended. Stopping everything stops it too, so a signal during the step leaves nothing behind.
   */
  function runToEnd(definition: Omit<PartDefinition, 'readyWhen'>): Promise<ChildExit> {
    if (stopping !== undefined) return Promise.reject(new SupervisorStoppingError(definition.name));
    const child = spawn(definition.command, definition.args, {
      cwd: definition.cwd,
      env: definition.env ?? process.env,
      stdio: 'inherit',
    });
    steps.add(child);
    return exitOf(child).finally(() => steps.delete(child));
  }

  /** SIGTERM, then SIGKILL after the stop timeout. */
  async function stopChild(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), options.stopTimeoutMs ?? 10_000);
    await exitOf(child);
    clearTimeout(killTimer);
  }

  /** Stops every part and step; nothing is started afterwards; safe to call twice. */
  function stopAll(): Promise<void> {
    stopping ??= Promise.all([
      ...[...parts.values()].map((part) => {
        clearTimeout(part.restartTimer);
        return stopChild(part.child);
      }),
      ...[...steps].map(stopChild),
    ]).then(() => undefined);
    return stopping;
  }

  /** For a last-moment `process.on('exit')`: signals every part and step without waiting. */
  function killAll(): void {
    for (const part of parts.values()) part.child.kill('SIGTERM');
    for (const child of steps) child.kill('SIGTERM');
  }

  return { start, runToEnd, stopAll, killAll };
}

export type Supervisor = ReturnType<typeof createSupervisor>;

/**
 * Resolves when the child has exited and its output is read, so the part's last words (a
 * stack trace, say) come before the supervisor's announcement. A grandchild that keeps the
 * pipes open must not hide the exit, hence the short grace period instead of waiting for 'close'.
 */
async function exitOf(child: ChildProcess): Promise<ChildExit> {
  if (child.exitCode === null && child.signalCode === null) await firstOf(child, ['exit', 'error']);
  let graceTimer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, 200)));
  await Promise.race([firstOf(child, ['close']), grace]);
  clearTimeout(graceTimer);
  return { code: child.exitCode, signal: child.signalCode };
}

// Plain listeners rather than events.once, which rejects on 'error' and so would turn a
// failure to spawn into an exception instead of an exit.
function firstOf(child: ChildProcess, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    for (const event of events) child.once(event, () => resolve());
  });
}

function forwardLines(
  stream: Readable | null,
  name: string,
  print: (line: string) => void,
  onLine?: (line: string) => void,
): void {
  if (stream === null) return;
  let pending = '';
  const emit = (line: string) => {
    print(`[${name}] ${line}`);
    onLine?.(line);
  };
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) emit(line.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (pending !== '') emit(pending);
  });
}
