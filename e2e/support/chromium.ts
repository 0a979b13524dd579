/**
 * Debian's Chromium as every Playwright configuration of the project launches it (browsers
 * cannot be downloaded here): headless, no sandbox (containers), nothing that phones home.
 */
export const chromiumLaunchOptions = {
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

/**
 * The `use` block of every configuration: a screenshot of each failure. Traces are recorded only
 * when E2E_TRACE asks for them (`E2E_TRACE=retain-on-failure npm run test:e2e`): recording one
 * took a quarter of the run's processor time (Chromium's screencast of every action), for every
 * test, and nobody reads a trace that CI throws away.
 */
export const browserUse = (baseURL: string) => ({
  baseURL,
  screenshot: 'only-on-failure' as const,
  trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
  launchOptions: chromiumLaunchOptions,
});
