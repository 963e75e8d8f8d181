import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // PGlite loads its WebAssembly and data files from its own package directory at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
};

export default nextConfig;
