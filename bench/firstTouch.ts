/**
 * What the visitor pages' held scripts (server/src/site/indexPage.ts) cost the person who touches
 * the page: Chromium with the CPU slowed 4× (Lighthouse's mobile profile), the page loaded and its
 * scripts prefetched, then one pointer movement; the time until the app has taken the page over
 * (the root loses `data-prerendered`) and the longest main-thread task meanwhile. Median of `runs`.
 */
import type { Page } from 'playwright-core';
import { launchChromium } from './browser';

const CPU_SLOWDOWN = 4;

interface Touch {
  live: number;
  longestTask: number;
}

/** The page's globals the bench reads (the bench compiles without DOM types). */
interface PageGlobals {
  longestTask: number;
  PerformanceObserver: new (callback: (list: { getEntries(): { duration: number }[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  performance: { now(): number; getEntriesByType(type: string): { name: string }[] };
  document: {
    getElementById(id: string): { hasAttribute(name: string): boolean } | null;
  };
}

export async function firstTouch(baseUrl: string, routes: string[], runs: number): Promise<void> {
  const browser = await launchChromium();
  try {
    console.info(
      `\nFirst touch → app live, CPU ${CPU_SLOWDOWN}× slower, scripts prefetched, median of ${runs}:`,
    );
    console.info('route                  live ms  longest task ms');
    for (const route of routes) {
      const touches: Touch[] = [];
      for (let i = 0; i < runs; i += 1) touches.push(await touchOnce(browser, baseUrl + route));
      const median = (pick: (touch: Touch) => number) =>
        touches.map(pick).sort((a, b) => a - b)[Math.floor(touches.length / 2)];
      console.info(
        [
          route.padEnd(22),
          String(Math.round(median((t) => t.live))).padStart(7),
          String(Math.round(median((t) => t.longestTask))).padStart(16),
        ].join(' '),
      );
    }
  } finally {
    await browser.close();
  }
}

async function touchOnce(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  url: string,
): Promise<Touch> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page: Page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() =>
      (globalThis as unknown as PageGlobals).performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/main\.[0-9a-f]+\.js$/.test(entry.name)),
    );
    await page.evaluate(() => {
      const window = globalThis as unknown as PageGlobals;
      window.longestTask = 0;
      new window.PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.longestTask = Math.max(window.longestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    const started = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).performance.now(),
    );
    await page.mouse.move(100, 100);
    await page.waitForFunction(
      () =>
        !(globalThis as unknown as PageGlobals).document
          .getElementById('root')
          ?.hasAttribute('data-prerendered'),
      undefined,
      { polling: 5 },
    );
    const live = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).performance.now(),
    );
    // Tasks still running when the root went live are counted once they end.
    await page.waitForTimeout(200);
    const longestTask = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).longestTask,
    );
    return { live: live - started, longestTask };
  } finally {
    await context.close();
  }
}
