import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  // A ceiling, not a speed goal: a whole booking-and-payment journey on a loaded 2-core machine with two
  // workers can pass a minute; a test that hangs still fails.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers, each test file with its own server on its own copy of the data. No retries: a test
  // that passes only on a second try hides a bug (the product's or the test's), so it fails the run.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
