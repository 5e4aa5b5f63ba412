/**
 * Browser tests: the built storefront in Debian's Chromium (no browser download) against the real
 * server, started by global-setup on a free port with a scratch database and the test checkout.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../test/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
    // page.route cannot see what a service worker answers, and several journeys use it: the
    // shop's worker (src/sw/sw.ts) runs only in e2e/offline.spec.ts, which allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
