import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Our server compresses (brotli where accepted): src/server/http/compress-responses.ts.
  compress: false,
  // The app's own CSS is small: inline in the HTML, the first paint waits for no style sheet.
  experimental: { inlineCss: true },
  typedRoutes: false,
  // Browsers fall back to /favicon.ico when a page shows no icon link (for a moment during a
  // client-side navigation, for example); they get the app's icon rather than a 404.
  rewrites: async () => [{ source: '/favicon.ico', destination: '/icon.svg' }],
  // A second dev server (the end-to-end tests' fast mode) must not share `.next` with `next dev`.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
};

export default nextConfig;
