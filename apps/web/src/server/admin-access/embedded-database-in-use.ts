import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite writes `postmaster.pid` into its directory when it opens and removes it when it closes
 * (its process id is always -42, so whether the holder still lives cannot be told). A second
 * process opening the directory meanwhile would corrupt it, so the command refuses instead:
 * a process holds it without an admin channel (`next dev`, `next start`), or one was killed.
 */
export function assertEmbeddedDatabaseFree(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  throw new Error(
    `the database in ${dataDir} is open in a process that does not take admin commands ` +
      '(next dev or next start?). Stop it, or run the web app with npm start, which does. If ' +
      'nothing runs, the database was not closed cleanly: start and stop npm start once.',
  );
}
