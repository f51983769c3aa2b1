import { defineConfig } from '@playwright/test';

// One worker: every test launches its own Chromium with the extension, and these machines have two cores.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.JOBSIGHT_E2E_REPORT
    ? [['list'], ['json', { outputFile: process.env.JOBSIGHT_E2E_REPORT }]]
    : [['list']],
  use: { trace: 'off' },
});
