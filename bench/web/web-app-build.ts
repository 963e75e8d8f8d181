import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIR = path.join(rootDir, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, '.next');

/** The production build the bench measures: made when missing, or always with `--build`. */
export function ensureWebAppBuilt(force: boolean): void {
  if (existsSync(path.join(WEB_DIST, 'BUILD_ID')) && !force) return;
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  if (build.status !== 0) throw new Error(`building the web app failed (${build.status})`);
}
