import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserUse } from './e2e/support/chromium';

/**
 * End-to-end tests in Debian's Chromium against `npm start` (built SPA + reference server) on a
 * throwaway DATA_DIR. The folder is chosen once in the main process and inherited by workers
 * through the environment, so tests can read the mail outbox.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `matchboard-e2e-${process.pid}-${Date.now()}`);
// On a pinned date (`npm run test:dates`) every clock of the run, the server's, the browser's and
// the journeys' own, counts from the same real moment (scripts/clock/shiftedClock.cjs).
if (process.env.TEST_DATE) process.env.TEST_DATE_SET_AT ??= String(Date.now());
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
// The Greenhouse boards the e2e run syncs come from a local server shaped like Greenhouse's API.
const greenhousePort = Number(process.env.GREENHOUSE_FIXTURE_PORT ?? 4599);
const greenhouseUrl = `http://127.0.0.1:${greenhousePort}`;

export default defineConfig({
  testDir: 'e2e',
  // The journey through the load balancer has its own configuration (playwright.scale.config.ts).
  testIgnore: 'scale/**',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  // A run of its own (each pinned date of `npm run test:dates`) keeps its screenshots apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  // Every API answer of the run is checked against the API document (CHECK_RESPONSES below).
  globalTeardown: './e2e/support/responseSchemaCheck.ts',
  use: browserUse(baseURL),
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/greenhouseFixtureServer.ts',
      url: `${greenhouseUrl}/v1/boards/matchboarddemo/jobs`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { GREENHOUSE_FIXTURE_PORT: String(greenhousePort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: baseURL,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        CHECK_RESPONSES: 'true',
        // Many sign-ins come from one address in a test run: keep the limits, raise the ceiling.
        RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
        RATE_LIMIT_RESET_PER_ADDRESS: '1000',
        RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
        RATE_LIMIT_CITIES_PER_ADDRESS: '10000',
        GREENHOUSE_API_URL: greenhouseUrl,
        // Job alert rounds every minute, so the alert journey sees its mail within the test.
        JOB_ALERTS_SCHEDULE: '* * * * *',
        ...(process.env.TEST_DATE
          ? { TEST_DATE: process.env.TEST_DATE, TEST_DATE_SET_AT: process.env.TEST_DATE_SET_AT }
          : {}),
      },
    },
  ],
});
