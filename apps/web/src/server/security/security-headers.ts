import 'server-only';

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
