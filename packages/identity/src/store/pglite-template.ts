import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { listMigrations } from './migrate.js';

/**
 * Creating a PGlite cluster runs initdb, which costs seconds; every new store (each test server,
 * each fresh data directory) would pay it. Instead the first one saves its freshly migrated,
 * still empty cluster as a tarball, and later ones start from that copy. The template holds the
 * schema only: secrets, keys and pools are created after it is taken.
 */
const templateDirectory = join(tmpdir(), 'steadfast-identity-pglite');

function templatePath(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = statSync(entry);
  const hash = createHash('sha256').update(`${entry}:${size}:${mtimeMs}`);
  for (const migration of listMigrations()) hash.update(`${migration.name}\u0000${migration.text}`);
  return join(templateDirectory, `${hash.digest('hex').slice(0, 24)}.tar.gz`);
}

function isNewDataDirectory(dataDir: string): boolean {
  return dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Opens PGlite, seeding a new cluster from the template when there is one. */
export async function createPglite(dataDir: string): Promise<{ client: PGlite; fresh: boolean }> {
  const template = templatePath();
  if (isNewDataDirectory(dataDir) && existsSync(template)) {
    try {
      const loadDataDir = new Blob([readFileSync(template)]);
      return { client: await PGlite.create({ dataDir, loadDataDir }), fresh: false };
    } catch {
      // A damaged template only costs the slow path.
    }
  }
  return { client: await PGlite.create(dataDir), fresh: isNewDataDirectory(dataDir) };
}

/** Saves a just-migrated empty cluster as the template; a concurrent writer may win, which is fine. */
export async function saveTemplate(client: PGlite): Promise<void> {
  const template = templatePath();
  if (existsSync(template)) return;
  const dump = await client.dumpDataDir('gzip');
  mkdirSync(templateDirectory, { recursive: true });
  const partial = `${template}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
}
