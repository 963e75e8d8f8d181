import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'postgres-client',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
