import {defineConfig, devices} from '@playwright/test';

/** The production build is served here for the browser tests (`npm test` builds it first). */
const PORT = Number(process.env.MRS_DOCS_TEST_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a defect to fix, and CI (npm test) must show it.
  // Should a retry ever be added, a test that needs it still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Fast checks of the sources and of the build output: no browser.
    {name: 'checks', testDir: './tests/checks'},
    {
      name: 'desktop',
      testDir: './tests/e2e',
      testIgnore: /mobile\.spec\.ts/,
      use: {...devices['Desktop Chrome'], launchOptions: chromium, viewport: {width: 1280, height: 800}},
    },
    {
      name: 'mobile',
      testDir: './tests/e2e',
      testMatch: /mobile\.spec\.ts/,
      use: {...devices['Pixel 7'], launchOptions: chromium},
    },
  ],
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
