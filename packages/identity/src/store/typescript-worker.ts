import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Start-up code for a worker whose entry module is TypeScript, like the rest of the server.
 * Loader flags do not reach a worker's entry module in Node 20, so the bootstrap registers tsx
 * inside the worker first, then imports the entry.
 */
export function typescriptWorkerBootstrap(entry: URL): string {
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  return `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}
