import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../config/repo-root';

/**
 * The checked-in drizzle migrations (apps/web/drizzle). Looked up from the working directory
 * rather than this file's URL because bundled server code no longer sits beside its source.
 */
export function findMigrationsFolder(workingDirectory: string = process.cwd()): string {
  const candidates = [
    path.join(workingDirectory, 'drizzle'),
    path.join(findRepoRoot(workingDirectory), 'apps', 'web', 'drizzle'),
  ];
  const found = candidates.find((candidate) =>
    existsSync(path.join(candidate, 'meta', '_journal.json')),
  );
  if (!found) throw new Error(`No database migrations found in ${candidates.join(' or ')}`);
  return found;
}
