import type { LogLevel } from '../config.js';

export interface Logger {
  error(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  info(message: string, details?: Record<string, unknown>): void;
  debug(message: string, details?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** One JSON line per event on stderr; callers never pass secrets, codes or tokens. */
export function createLogger(level: LogLevel): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>) => (message: string, details?: object) => {
    if (rank[at] > rank[level]) return;
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: at, message, ...details })}\n`,
    );
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}
