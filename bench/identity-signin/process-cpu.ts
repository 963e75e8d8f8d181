import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time in milliseconds (user + system) of the PostgreSQL backends serving one database,
 * read from /proc: their command lines name the database ("postgres: user db host …").
 * Returns 0 where /proc is missing; backends that ended during a window are not counted.
 */
export function postgresBackendCpuMs(databaseName: string): number {
  let ticks = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${databaseName} `)) continue;
      // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name in parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  // Linux reports these in USER_HZ, which is 100 on every platform Node runs on.
  return ticks * 10;
}

/** CPU time of this process, all its threads included (event loop, workers, PGlite thread). */
export function ownProcessCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
