/**
 * Lighthouse on the visitor pages, as a phone user meets them: `npm start`'s production server,
 * Lighthouse 12's mobile defaults (simulated slow 4G, a 4× slower CPU, a Moto G-sized screen),
 * Debian's Chromium. Prints the four category scores and the main timings per route, best of
 * `LIGHTHOUSE_RUNS` runs (default 3; Lighthouse itself advises several runs because one run on a
 * busy machine is noisy) and the median of the performance score.
 */
import type LighthouseModule from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { startServer } from './server';

const ROUTES = ['/', '/sign-up', '/forgotten-password'];
const TARGET = 0.95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  version: string;
}

export async function benchLighthouse(): Promise<void> {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  // Both are ES modules; the bench runs as CommonJS.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    console.info(
      `\nLighthouse mobile (simulated slow 4G, 4× CPU), best of ${runs} runs; target ${TARGET} in every category:`,
    );
    console.info(
      'route                  perf  (median)  a11y  best-pr  seo    FCP ms  LCP ms  TBT ms  CLS    ',
    );
    let failed = false;
    let lastVersion = '';
    for (const route of ROUTES) {
      const results: RunFigures[] = [];
      for (let i = 0; i < runs; i += 1)
        results.push(await audit(lighthouse, server.baseUrl + route, chrome.port));
      lastVersion = results[0].version;
      const best = results.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
      const sorted = results.map((r) => r.scores.performance).sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      const ok = CATEGORIES.every((c) => best.scores[c] >= TARGET);
      failed ||= !ok;
      console.info(
        [
          route.padEnd(22),
          best.scores.performance.toFixed(2).padStart(4),
          `(${median.toFixed(2)})`.padStart(9),
          best.scores.accessibility.toFixed(2).padStart(5),
          best.scores['best-practices'].toFixed(2).padStart(8),
          best.scores.seo.toFixed(2).padStart(5),
          String(Math.round(best.fcp)).padStart(8),
          String(Math.round(best.lcp)).padStart(7),
          String(Math.round(best.tbt)).padStart(7),
          best.cls.toFixed(3).padStart(6),
          ok ? '  ok' : '  MISSED',
        ].join(' '),
      );
    }
    console.info(`(Lighthouse ${lastVersion})`);
    if (failed) process.exitCode = 1;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

type Lighthouse = typeof LighthouseModule;

async function audit(lighthouse: Lighthouse, url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    version: lhr.lighthouseVersion,
  };
}
