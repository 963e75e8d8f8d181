import type { Server } from 'node:http';
import { trackRequests } from '@steadfast/node-server';

export interface StopOptions {
  server: Server;
  /** How long requests in flight may take to finish (the request timeout). */
  graceInMs: number;
  /** Closes what the requests used (Next.js, the app's services and their database). */
  closeAfterRequests(): Promise<void>;
  log?: (message: string) => void;
}

const exitCodes = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * On SIGTERM or SIGINT: stop accepting, finish the requests in flight, close what they used,
 * exit (143 / 130, as a process ended by the signal). A second signal changes nothing; if
 * closing hangs, the process exits anyway a few seconds after the grace period.
 */
export function stopGracefullyOnSignals(options: StopOptions): void {
  const { server, graceInMs, log = (message) => console.log(message) } = options;
  const requests = trackRequests(server);
  let stopping = false;
  const stop = (signal: keyof typeof exitCodes) => {
    if (stopping) return;
    stopping = true;
    const exitCode = exitCodes[signal];
    log(`[web] ${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => process.exit(exitCode), graceInMs + 10_000).unref();
    void requests
      .drain(graceInMs)
      .then(() => options.closeAfterRequests())
      .then(
        () => process.exit(exitCode),
        (error: unknown) => {
          console.error(`[web] stopping failed: ${error instanceof Error ? error.message : error}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
