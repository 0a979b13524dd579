/**
 * `test` and `expect` of every browser journey: Playwright's, with the browser on the pinned date
 * when TEST_DATE is set (`npm run test:dates`). The browser's clock reads the same moment as the
 * server's (scripts/clock/shiftedClock.cjs: TEST_DATE plus the real time since TEST_DATE_SET_AT)
 * and keeps running, in the page's context and in every context a journey opens itself.
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { pinnedShift, shiftClock } from '../../scripts/clock/shiftedClock.cjs';

export { expect } from '@playwright/test';

// The journeys' own code (a job's valid-until date, "today" in an assertion) reads the pinned
// date too: the offset is constant, so every duration Playwright measures stays what it is.
const shift = pinnedShift();
if (shift !== null) shiftClock(globalThis, shift);

const pinned = new WeakSet<BrowserContext>();

async function pinClock(context: BrowserContext): Promise<void> {
  if (shift === null || pinned.has(context)) return;
  pinned.add(context);
  await context.clock.install({ time: Date.now() });
}

export const test = base.extend<object, { pinnedBrowser: Browser }>({
  pinnedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await pinClock(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await pinClock(context);
    await use(context);
  },
});
