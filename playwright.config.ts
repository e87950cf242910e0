import { defineConfig } from '@playwright/test';
import { chromiumPath } from './test/e2e/chromium';

/**
 * End-to-end tests: the real renderer in Debian's Chromium (scripts/install-chromium.sh),
 * through the browser host, against a simulator per test file. Playwright's own browser
 * download is not reachable from our machines, so the system Chromium is used; GitHub's
 * runners name theirs in SWITCHBOARD_CHROMIUM (test/e2e/chromium.ts).
 */
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'browser-host', testIgnore: /electron-smoke/ },
    { name: 'electron', testMatch: /electron-smoke/ },
  ],
});
