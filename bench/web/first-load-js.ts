/**
 * First-load JavaScript per route of a Next.js production build: the framework's root chunks
 * plus every chunk the route's layouts and page need, each file counted once, gzip-compressed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

export interface RouteSize {
  route: string;
  files: number;
  gzipBytes: number;
}

function findManifests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findManifests(full);
    return name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

/** `/(auth)/login/page` → `/login`: route groups do not appear in URLs. */
function toRoute(entry: string): string {
  const route = entry.replace(/\/page$/, '').replace(/\/\([^)]+\)/g, '');
  return route === '' ? '/' : route;
}

export function measureFirstLoadJs(distDir: string): RouteSize[] {
  const buildManifest = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as {
    rootMainFiles: string[];
  };
  const require = createRequire(import.meta.url);
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const sizes: RouteSize[] = [];
  for (const manifestFile of findManifests(path.join(distDir, 'server/app'))) {
    const holder = globalThis as {
      __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }>;
    };
    holder.__RSC_MANIFEST = {};
    (globalThis as { self?: unknown }).self = globalThis;
    require(manifestFile);
    for (const [entry, manifest] of Object.entries(holder.__RSC_MANIFEST)) {
      if (entry.startsWith('/_')) continue;
      const files = new Set(buildManifest.rootMainFiles);
      for (const chunks of Object.values(manifest.entryJSFiles))
        for (const chunk of chunks) files.add(chunk);
      const jsFiles = [...files].filter((file) => file.endsWith('.js'));
      sizes.push({
        route: toRoute(entry),
        files: jsFiles.length,
        gzipBytes: jsFiles.reduce((sum, file) => sum + gzipSize(file), 0),
      });
    }
  }
  return sizes.sort((a, b) => a.route.localeCompare(b.route));
}

/** The part every route shares before any app code: React, React DOM and the Next.js runtime. */
export function measureFrameworkJs(distDir: string): number {
  const buildManifest = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as {
    rootMainFiles: string[];
  };
  return buildManifest.rootMainFiles
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
      0,
    );
}
