/**
 * Browser tests of the running site. Uses the system Chromium (no browser download); the site comes
 * from E2E_BASE_URL (the gateway of `make up` by default, or `vite` for the native loop).
 */
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:8080';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // Screenshots are for people, not a check: `make screenshots` runs them (screenshots.config.ts).
  testIgnore: /screenshots\.spec\.ts$/,
  outputDir: './.artifacts',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that passes on its second try hides a bug (in the site or the test).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
