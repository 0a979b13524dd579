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

/** The `use` block of every configuration: screenshots and traces of failures only. */
export const browserUse = (baseURL: string) => ({
  baseURL,
  screenshot: 'only-on-failure' as const,
  trace: 'retain-on-failure' as const,
  launchOptions: chromiumLaunchOptions,
});
