import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserUse } from './e2e/support/chromium';

/**
 * The journey through the load balancer: `npm run scale` (two server processes behind HAProxy on
 * a throwaway PostgreSQL cluster, files in a local S3-compatible server, mail through an SMTP
 * sink) in Debian's Chromium. The scale folder doubles as E2E_DATA_DIR, so the outbox helper
 * reads the mail the sink filed.
 */
process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `matchboard-e2e-scale-${process.pid}-${Date.now()}`,
);
const port = Number(process.env.E2E_SCALE_PORT ?? 8282);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e/scale',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  outputDir: 'test-results/e2e-scale-artifacts',
  use: browserUse(baseURL),
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx scripts/scale.ts',
    url: `${baseURL}/health/ready`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    // SIGTERM lets the script stop its processes, HAProxy and the throwaway cluster.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    env: {
      PORT: String(port),
      SCALE_PROCESSES: '2',
      SCALE_DIR: process.env.E2E_DATA_DIR,
      // Its own cluster, bucket and SMTP sink, whatever the environment points at.
      DATABASE_URL: '',
      S3_BUCKET: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: 'true',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    },
  },
});
