/**
 * JavaScript loaded per entry route: builds the production bundle (through `npm start`'s
 * staleness check), opens each route in headless Chromium and adds up the gzip size of every
 * script the page actually loads, for a pre-rendered page once the first touch has started it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser';
import { startServer } from './server';

interface Route {
  route: string;
  budgetKiB?: number;
  /** A demo account to sign in as first; the route is then loaded fresh, without cache. */
  as?: 'candidate' | 'employer';
}

const ROUTES: Route[] = [
  { route: '/', budgetKiB: 250 },
  { route: '/sign-up', budgetKiB: 250 },
  { route: '/forgotten-password' },
  { route: '/sign-up-candidate' },
  { route: '/sign-up-employer' },
  { route: '/dashboard/overview', as: 'employer', budgetKiB: 400 },
  { route: '/job/all', as: 'employer', budgetKiB: 400 },
  { route: '/job/new', as: 'employer', budgetKiB: 400 },
  { route: '/jobs', as: 'candidate', budgetKiB: 400 },
  { route: '/profile/view', as: 'candidate', budgetKiB: 400 },
  { route: '/introductions', as: 'candidate', budgetKiB: 400 },
  { route: '/profile/step/0', as: 'candidate', budgetKiB: 400 },
  { route: '/profile/step/2', as: 'candidate', budgetKiB: 400 },
  { route: '/profile/step/0', as: 'employer', budgetKiB: 400 },
  { route: '/candidates/filter', as: 'employer', budgetKiB: 400 },
  { route: '/candidates/board', as: 'employer', budgetKiB: 400 },
];

const DEMO_PASSWORD = 'Matchboard2026!';

export async function benchBundle(): Promise<void> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    console.info('\nJavaScript loaded per route (production build, gzip -9):');
    console.info('route                         scripts   raw KiB  gzip KiB  budget');
    for (const { route, budgetKiB, as } of ROUTES) {
      // The page's CSP allows no eval; the bench's own page-side checks need it.
      const context = await browser.newContext({ bypassCSP: true });
      const page = await context.newPage();
      if (as) {
        await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
        await page.getByLabel('Email').fill(`${as}@matchboard.test`);
        await page.getByLabel('Password').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: /sign in|log in|login/i }).click();
        await page.waitForURL((url) => url.pathname !== '/');
        // redux-persist stores the session on a timer: a reload before it has would be signed out.
        await page.waitForFunction(
          "(window.localStorage.getItem('token') ?? '').includes('access')",
        );
        // The shell picks the active organization after sign-in; the job area needs it stored.
        if (as === 'employer')
          await page.waitForFunction(
            "(window.localStorage.getItem('userOrgData') ?? '').includes('nid')",
          );
        // What a returning user's reload costs: every script fetched again.
        const session = await context.newCDPSession(page);
        await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      }
      const scripts = new Set<string>();
      // Scripts, and the visitor pages' held scripts, which the page prefetches (type "other").
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.request().resourceType() === 'script' || /^\/assets\/.*\.js$/.test(pathname))
          scripts.add(pathname);
      });
      await page.goto(server.baseUrl + route, { waitUntil: 'networkidle' });
      // A pre-rendered page runs its code at the first touch: what it then loads counts too.
      if (await page.locator('#root[data-prerendered]').count()) {
        await page.mouse.move(10, 10);
        await page.waitForSelector('#root:not([data-prerendered])');
        await page.waitForLoadState('networkidle');
      }
      // A guard that sent the page elsewhere would measure the wrong route.
      if (as && new URL(page.url()).pathname !== route)
        throw new Error(`${route} went to ${new URL(page.url()).pathname}`);
      let raw = 0;
      let gzip = 0;
      for (const script of scripts) {
        const body = readFileSync(path.join('dist', script));
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      const kib = (n: number) => (n / 1024).toFixed(1).padStart(8);
      const verdict = budgetKiB ? `${budgetKiB} ${gzip / 1024 <= budgetKiB ? 'ok' : 'OVER'}` : '-';
      console.info(
        `${route.padEnd(30)}${String(scripts.size).padStart(7)} ${kib(raw)}  ${kib(gzip)}  ${verdict}`,
      );
      // BUNDLE_SCRIPTS=1 lists each script of the route with its gzip size, largest first.
      if (process.env.BUNDLE_SCRIPTS)
        for (const [script, size] of [...scripts]
          .map(
            (name) =>
              [name, gzipSync(readFileSync(path.join('dist', name)), { level: 9 }).length] as const,
          )
          .sort((a, b) => b[1] - a[1]))
          console.info(`    ${script.padEnd(40)} ${kib(size)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
