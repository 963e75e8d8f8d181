import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The turbopackIgnore hints stop the bundler from tracing the whole project into the server
// output because of these run-time paths.

/**
 * The monorepo root (the nearest ancestor whose package.json declares workspaces), or the start
 * directory when the app runs outside the monorepo. `next dev` runs in apps/web while the root
 * start script runs at the top, so relative data paths are anchored here to mean the same place.
 */
export function findRepoRoot(startDirectory: string = process.cwd()): string {
  let directory = path.resolve(/*turbopackIgnore: true*/ startDirectory);
  for (;;) {
    if (declaresWorkspaces(path.join(directory, 'package.json'))) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) return path.resolve(/*turbopackIgnore: true*/ startDirectory);
    directory = parent;
  }
}

function declaresWorkspaces(packageJsonPath: string): boolean {
  if (!existsSync(packageJsonPath)) return false;
  try {
    const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { workspaces?: unknown };
    return manifest.workspaces !== undefined;
  } catch {
    return false;
  }
}

/** Resolves a configured path: absolute paths stay, relative ones are taken from the repo root. */
export function resolveFromRepoRoot(configuredPath: string, repoRoot = findRepoRoot()): string {
  return path.isAbsolute(configuredPath)
    ? configuredPath
    : path.resolve(/*turbopackIgnore: true*/ repoRoot, configuredPath);
}
