import type { ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * The build puts every file that code refers to with `new URL(…, import.meta.url)` under
 * `/_next/static/media/`, where Next.js serves it to anyone: the images and fonts the pages
 * show, but also what only the server runs, such as PGlite's WebAssembly and data files (15 MB)
 * and the source of our PGlite worker thread. Nobody's browser needs those, and each request
 * for the 9 MB `.wasm` would cost this server about 400 ms of brotli. So under that path only
 * the kinds of file a page can show are served; any other is answered 404 here, before
 * Next.js or the compressor sees it. The path is judged as Next.js will serve it: decoded and
 * with its dot segments resolved.
 */
const MEDIA_DIRECTORY = '/_next/static/media/';

/** What a page can show: images and fonts. */
const BROWSER_MEDIA = /\.(?:svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf)$/i;

export function isServerOnlyAsset(target: string | undefined): boolean {
  const served = servedPath(target ?? '');
  return served !== null && served.startsWith(MEDIA_DIRECTORY) && !BROWSER_MEDIA.test(served);
}

/**
 * The path Next.js would serve for a request target in origin (`/a?b`) or absolute form
 * (`http://host/a?b`), or null when it names none of Next.js's files. Every request passes
 * here, the API's included, so a path that neither names them nor could spell their name
 * encoded is let through without decoding it.
 */
function servedPath(target: string): string | null {
  try {
    const pathname = target.startsWith('/')
      ? (target.split('?')[0] ?? '')
      : new URL(target).pathname;
    if (!pathname.includes('_next') && !pathname.includes('%')) return null;
    return path.posix.normalize(decodeURIComponent(pathname).replace(/\\/g, '/'));
  } catch {
    // Next.js cannot serve a target that does not parse or decode either.
    return null;
  }
}

export function answerServerOnlyAsset(response: ServerResponse): void {
  response.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('Not Found');
}
