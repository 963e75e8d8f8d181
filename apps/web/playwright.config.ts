import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium';

/**
 * End-to-end tests in Debian's Chromium against the real identity server, mail catcher and the
 * production build of the web app, all started by the global setup on free ports.
 * `npm run test:e2e` builds the app first.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // One worker: the expired-session test moves the identity server's clock, which all tests share.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: process.env.E2E_NEXT_DEV === '1' ? 300_000 : 120_000,
  // `next dev` compiles each route on first visit, which takes a while on small machines.
  expect: { timeout: process.env.E2E_NEXT_DEV === '1' ? 60_000 : 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    permissions: ['clipboard-read', 'clipboard-write'],
    // Recording a trace costs every test its snapshots, failing or not: a fifth of the time of the
    // accessibility matrices (decision 036). `npx playwright test --trace retain-on-failure` keeps
    // one for each failing test.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
