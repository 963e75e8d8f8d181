import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The repository root: next, react, MUI and aws-amplify resolve from its node_modules, the same
// copies the web app is built with.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: repoRoot },
};

export default nextConfig;
