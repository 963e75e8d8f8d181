/*
 * Not a server-only module: the web server's own answers outside Next.js (the API, the 405s for
 * methods Next.js cannot route) carry the same headers, and `server.ts` runs under plain Node.
 */

const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'clipboard-write=(self)',
].join(', ');

/** Headers every response carries; HSTS only when the visitor reached us over HTTPS. */
export function applySecurityHeaders(
  headers: Headers,
  options: { contentSecurityPolicy: string; https: boolean; noStore: boolean },
): void {
  headers.set('Content-Security-Policy', options.contentSecurityPolicy);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', permissionsPolicy);
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (options.https)
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  if (options.noStore) headers.set('Cache-Control', 'no-store');
}

/**
 * The policy of every API answer (JSON, never a document): nothing may load from it or frame it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of an API answer, whichever server answered it; never kept by a cache. */
export function applyApiSecurityHeaders(headers: Headers, options: { https: boolean }): void {
  applySecurityHeaders(headers, {
    contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
    https: options.https,
    noStore: true,
  });
}
