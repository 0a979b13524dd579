import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { before, describe, it } from 'node:test';
import { jobs } from '../../src/db/jobSchema';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/connect';
import { RENDER_QUEUE_BOUND } from '../../src/site/jobPostingPage';
import { clientConfig, identityFor } from '../../src/site/siteConfig';
import { buildTestApp, registerAndConfirm, type TestApp, type TestUser } from '../helpers';
import { createJob } from '../jobs/fixtures';
import { createOrganization } from '../organizations/fixtures';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Matchboard</title>' +
  '<script src="/config.js"></script></head><body><div id="root"></div>' +
  '<script defer src=/assets/main.0123456789.js></script></body></html>';

/**
 * A renderer with the build's interface (src/prerender/renderPage.tsx `renderJobPosting`): it
 * reads the job through the fetch the server hands it, as the real one does, and shows what it
 * got and how many renders it has made (also as `renders()`). `globalThis.renderMode` 'fail'
 * makes it throw, 'write' makes it try a write.
 */
const RENDERER = `
let renders = 0;
exports.renders = () => renders;
const readJob = async (server, nid) => {
  const response = await server.fetchFn(
    server.apiBaseUrl + 'api/node/job_posting?filter%5Bdrupal_internal__nid%5D=' + nid,
    { headers: { accept: 'application/vnd.api+json', authorization: 'Bearer stolen' } },
  );
  return response.json();
};
exports.jobPostingFacts = async (url, server) => {
  const job = (await readJob(server, url.split('/').pop())).data[0];
  return job
    ? { status: 200, jsonLd: JSON.stringify({ '@type': 'JobPosting', title: job.attributes.title }) }
    : { status: 404, jsonLd: '' };
};
exports.renderJobPosting = async (url, config, server) => {
  renders += 1;
  if (globalThis.renderDelayMs) await new Promise((resolve) => setTimeout(resolve, globalThis.renderDelayMs));
  const nid = url.split('/').pop();
  if (globalThis.renderMode === 'fail') throw new Error('render failed');
  if (globalThis.renderMode === 'write')
    await server.fetchFn(server.apiBaseUrl + 'api/node/job_posting', { method: 'POST', body: '{}' });
  const document = await readJob(server, nid);
  const job = document.data[0];
  return {
    html: (job ? '<h1>' + job.attributes.title + '</h1>' : '<h1>Job not found</h1>') +
      '<p>render ' + renders + ' of ' + url + '</p><p>api ' + server.apiBaseUrl + '</p>',
    styles: '<style>.mb{}</style>',
    state: { api: { queries: { job: document, site: config.siteTitle } } },
    title: job ? job.attributes.title : '',
    jsonLd: job ? JSON.stringify({ '@type': 'JobPosting', title: job.attributes.title }) : '',
    status: job ? 200 : 404,
  };
};
`;

function builtSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-site-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(
    path.join(dist, '.chunk-groups.json'),
    JSON.stringify({
      'public-job': ['assets/12.0123456789.js', 'assets/public-job.abcdef0123.css'],
      other: ['assets/other.0123456789.js'],
    }),
  );
  fs.mkdirSync(path.join(root, 'dist-prerender'));
  fs.writeFileSync(path.join(root, 'dist-prerender', 'renderPage.js'), RENDERER);
  return dist;
}

let t: TestApp;
let dist: string;
let nid: number;
let owner: TestUser;
let orgUuid: string;
let orgNid: number;
/** Jobs whose pages nobody has asked for yet, for the test of the render queue's bound. */
let more: number[];
/** A job whose page is first asked for with a made-up Host. */
let hosted: number;
before(async () => {
  dist = builtSite();
  t = await buildTestApp({ STATIC_DIR: dist });
  owner = await registerAndConfirm(t, 'employer');
  const organization = await createOrganization(t, owner);
  orgUuid = organization.uuid;
  orgNid = organization.nid;
  nid = (
    await createJob(t, owner, organization.uuid, {
      attributes: { title: 'Staff Engineer </script><script>alert(1)</script>' },
    })
  ).nid;
  hosted = (await createJob(t, owner, orgUuid, { attributes: { title: 'Hosted' } })).nid;
  more = [];
  for (let i = 0; i < RENDER_QUEUE_BOUND + 2; i++)
    more.push((await createJob(t, owner, orgUuid, { attributes: { title: `Queued ${i}` } })).nid);
});

const page = (url: string, accept = 'text/html') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

/** How many pages the renderer the server loaded has rendered so far. */
const renders = (): number =>
  (
    createRequire(__filename)(path.resolve(dist, '..', 'dist-prerender', 'renderPage.js')) as {
      renders: () => number;
    }
  ).renders();

/** Renders with the fake renderer failing (`fail`) or trying a write (`write`). */
async function withRenderMode<T>(mode: 'fail' | 'write', run: () => Promise<T>): Promise<T> {
  (globalThis as { renderMode?: string }).renderMode = mode;
  try {
    return await run();
  } finally {
    delete (globalThis as { renderMode?: string }).renderMode;
  }
}

/** The SPA's own page as the server sends it when it renders nothing. */
const isSpaPage = (body: string) => body.includes('<div id="root"></div>');

/** The embedded cache, parsed as the browser parses it (src/api/serverState.ts). */
function embeddedState(body: string): { api: { queries: { job: { data: unknown[] } } } } {
  const match = /<script type="application\/json" id="mb-server-state">(.*?)<\/script>/.exec(body);
  assert.ok(match, body.slice(0, 500));
  return JSON.parse(match[1]) as { api: { queries: { job: { data: unknown[] } } } };
}

describe('the public job page rendered on the server', () => {
  it('sends the job itself, its JSON-LD, its chunk and the cache it was rendered from', async () => {
    const response = await page(`/job-posting/${nid}?utm_source=mail`);
    assert.equal(response.statusCode, 200);
    const body = response.body;
    // Rendered for the address the browser shows, so src/app/hydration.ts hydrates it.
    assert.match(
      body,
      new RegExp(`<div id="root" data-prerendered="/job-posting/${nid}\\?utm_source=mail"`),
    );
    assert.match(body, /data-config="\{&#34;apiBaseUrl&#34;/);
    assert.ok(body.includes('<h1>Staff Engineer </script><script>alert(1)</script></h1>'));
    const head = body.slice(0, body.indexOf('</head>'));
    assert.ok(head.includes('<link href="/assets/public-job.abcdef0123.css" rel="stylesheet">'));
    // The page reads whole without its code: the chunk and the entry wait, in that order, for
    // the visitor's first touch (server/src/site/indexPage.ts holdScripts).
    const held = [
      ...body.matchAll(/<script type="text\/plain" data-held-src="([^"]+)"><\/script>/g),
    ];
    assert.deepEqual(
      held.map((match) => match[1]),
      ['/assets/12.0123456789.js', '/assets/main.0123456789.js'],
    );
    assert.equal(/<script defer/.test(body), false);
    assert.equal(head.includes('other.0123456789'), false);
    assert.ok(head.includes('<style>.mb{}</style>'));
    assert.ok(head.includes('<script type="application/ld+json" id="mb-job-posting-jsonld">'));
    assert.match(head, /<title>Staff Engineer &#60;\/script&#62;.*\| Matchboard<\/title>/);
    // The cache cannot end its script element, and reads back as it was.
    const state = embeddedState(body);
    assert.equal(state.api.queries.job.data.length, 1);
    assert.ok(JSON.stringify(state).includes('</script><script>alert(1)'));
    const embedded = body.slice(body.indexOf('id="mb-server-state"'));
    assert.equal(embedded.slice(0, embedded.indexOf('</script>')).includes('<'), false);
    // Its one inline script runs by the hash this response's policy names (the page is kept
    // whole, so no per-response nonce).
    const script = /<script>([^<]+)<\/script>/.exec(body)?.[1];
    assert.ok(script);
    assert.ok(script.startsWith('window.__MATCHBOARD_CONFIG__='));
    const hash = createHash('sha256').update(script).digest('base64');
    assert.ok(String(response.headers['content-security-policy']).includes(`'sha256-${hash}'`));
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('reads the API as a visitor, whatever the renderer sends along', async () => {
    // The renderer sent "Authorization: Bearer stolen"; a checked token would have been a 401.
    const response = await page(`/job-posting/${nid}`);
    assert.equal(response.statusCode, 200);
    assert.equal(embeddedState(response.body).api.queries.job.data.length, 1);
  });

  it('answers 404 without a render for an address that names no job', async () => {
    const before = renders();
    // Past an integer column's range too: no such job, not a database error.
    for (const url of [
      '/job-posting/9999999999',
      '/job-posting/99999999999',
      '/job-posting/999999',
      // Not a job's address as written, whatever it decodes to: the job itself is not shown.
      `/job-posting/${nid}%23x`,
      `/job-posting/${nid}%3Fa=1`,
      `/job-posting/0${nid}`,
      `/job-posting/${nid}.html`,
      '/job-posting/%E2%80%AE1',
    ]) {
      const response = await page(url);
      assert.equal(response.statusCode, 404, url);
      assert.ok(isSpaPage(response.body), url);
      assert.ok(response.body.includes('<meta name="robots" content="noindex">'), url);
      assert.equal(response.body.includes('application/ld+json'), false, url);
      assert.equal(response.body.includes('Staff Engineer'), false, url);
    }
    assert.equal(renders(), before);
  });

  it("falls back to the SPA's own page when rendering fails or tries to write", async () => {
    const fresh = (await createJob(t, owner, orgUuid, { attributes: { title: 'Render trouble' } }))
      .nid;
    for (const mode of ['fail', 'write'] as const) {
      const response = await withRenderMode(mode, () => page(`/job-posting/${fresh}`));
      assert.equal(response.statusCode, 200, mode);
      assert.ok(isSpaPage(response.body), mode);
      assert.equal(response.body.includes('mb-server-state'), false, mode);
    }
    // The attempted write created nothing, and nothing failed was kept.
    assert.equal((await t.database.db.select().from(jobs)).length, 3 + more.length);
    const kept = await queryRows(t.database.db, sql`SELECT 1 FROM job_pages WHERE nid = ${fresh}`);
    assert.equal(kept.length, 0);
    await t.database.db.execute(sql`DELETE FROM jobs WHERE nid = ${fresh}`);
  });

  it('renders a job page once and keeps it until the job changes, whatever the query', async () => {
    const first = (await page(`/job-posting/${nid}?a=1`)).body;
    const rendered = /<p>render (\d+) of ([^<]+)<\/p>/.exec(first);
    assert.ok(rendered, first.slice(0, 300));
    // Rendered for the path; marked with the address asked for.
    assert.equal(rendered[2], `/job-posting/${nid}`);
    // Kept: the same render for the next visitor, and minutes later.
    t.clock.advance(600);
    const again = await page(`/job-posting/${nid}?b=2`);
    assert.ok(again.body.includes(`<p>render ${rendered[1]} of /job-posting/${nid}</p>`));
    assert.match(again.body, new RegExp(`data-prerendered="/job-posting/${nid}\\?b=2"`));
    const [kept] = await queryRows<{ status: number }>(
      t.database.db,
      sql`SELECT status FROM job_pages WHERE nid = ${nid}`,
    );
    assert.equal(kept.status, 200);
    // A failed render is not kept: the next visitor gets a new try.
    await withRenderMode('fail', () => page(`/job-posting/${more[0]}`));
    await withRenderMode('fail', () => page(`/job-posting/${more[0]}`));
    // An edit of the job (or of its organization) shows at the next visit.
    await t.database.db.execute(
      sql`UPDATE jobs SET title = 'Principal Engineer' WHERE nid = ${nid}`,
    );
    const edited = await page(`/job-posting/${nid}`);
    assert.ok(edited.body.includes('<h1>Principal Engineer</h1>'), edited.body.slice(0, 300));
    const renderedLater = /<p>render (\d+) of/.exec(edited.body);
    assert.ok(renderedLater);
    assert.ok(Number(renderedLater[1]) > Number(rendered[1]) + 2, edited.body.slice(0, 300));
    await t.database.db.execute(
      sql`UPDATE organizations SET title = 'Renamed' WHERE nid = ${orgNid}`,
    );
    const renamed = await page(`/job-posting/${nid}`);
    assert.notEqual(/<p>render (\d+) of/.exec(renamed.body)?.[1], renderedLater[1]);
  });

  it('sends the kept document as it is to clients that take brotli', async () => {
    const plain = await page(`/job-posting/${nid}`);
    const asked = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
    const kept = await asked(`/job-posting/${nid}`);
    assert.equal(kept.headers['content-encoding'], 'br');
    assert.match(String(kept.headers.vary), /Accept-Encoding/i);
    assert.equal(zlib.brotliDecompressSync(kept.rawPayload).toString('utf8'), plain.body);
    // With a query, the same page marked with the address the browser shows.
    const marked = await asked(`/job-posting/${nid}?utm_source=feed&x=1`);
    const html = zlib.brotliDecompressSync(marked.rawPayload).toString('utf8');
    assert.ok(html.includes(`data-prerendered="/job-posting/${nid}?utm_source=feed&#38;x=1"`));
    assert.equal(html.replace('?utm_source=feed&#38;x=1', ''), plain.body);
    // Refused brotli is not sent.
    const refused = await t.app.inject({
      method: 'GET',
      url: `/job-posting/${nid}`,
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    });
    assert.equal(refused.headers['content-encoding'], 'gzip');
  });

  it('renders again a kept page of an open job once its last day has passed', async () => {
    const before = /<p>render (\d+) of/.exec((await page(`/job-posting/${nid}`)).body)?.[1];
    const [{ valid_until: validUntil }] = await queryRows<{ valid_until: string }>(
      t.database.db,
      sql`SELECT valid_until::text FROM jobs WHERE nid = ${nid}`,
    );
    const days = Math.ceil((Date.parse(validUntil) - t.clock.now().getTime()) / 86_400_000) + 1;
    t.clock.advance(days * 86_400);
    const count = renders();
    try {
      // Gone, so crawlers drop it: the SPA's page, without a render, the JSON-LD or the job.
      const ended = await page(`/job-posting/${nid}`);
      assert.equal(ended.statusCode, 410);
      assert.ok(isSpaPage(ended.body));
      assert.equal(ended.body.includes('application/ld+json'), false);
      assert.equal(renders(), count);
    } finally {
      t.clock.advance(-days * 86_400);
    }
    assert.equal(/<p>render (\d+) of/.exec((await page(`/job-posting/${nid}`)).body)?.[1], before);
  });

  it('answers 410 without a render for a job whose organization is no longer published', async () => {
    await page(`/job-posting/${nid}`);
    const count = renders();
    await t.database.db.execute(sql`UPDATE organizations SET status = false WHERE nid = ${orgNid}`);
    try {
      const hidden = await page(`/job-posting/${nid}`);
      assert.equal(hidden.statusCode, 410);
      assert.ok(isSpaPage(hidden.body));
      assert.equal(hidden.body.includes('Staff Engineer'), false);
      assert.equal(renders(), count);
    } finally {
      await t.database.db.execute(
        sql`UPDATE organizations SET status = true WHERE nid = ${orgNid}`,
      );
    }
  });

  it('tags a kept page by its bytes as sent and answers 304 to a client that has them', async () => {
    const get = (encoding: string, tag?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/job-posting/${nid}`,
        headers: {
          accept: 'text/html',
          'accept-encoding': encoding,
          ...(tag ? { 'if-none-match': tag } : {}),
        },
      });
    const compressed = await get('br');
    const plain = await get('identity');
    const brTag = String(compressed.headers.etag);
    const plainTag = String(plain.headers.etag);
    assert.match(brTag, /^"[\w-]{27}-br"$/);
    assert.match(plainTag, /^W\/"[\w-]{27}"$/);
    assert.equal(brTag.slice(0, 28), plainTag.slice(2, 30));
    const unchanged = await get('br', `"other", W/${brTag}`);
    assert.equal(unchanged.statusCode, 304);
    assert.equal(unchanged.rawPayload.length, 0);
    assert.equal(unchanged.headers.etag, brTag);
    assert.equal((await get('identity', plainTag)).statusCode, 304);
    // The other encoding's tag is not this representation's.
    assert.equal((await get('identity', brTag)).statusCode, 200);
    // A changed job is a new page with a new tag.
    await t.database.db.execute(sql`UPDATE jobs SET title = 'Tagged Engineer' WHERE nid = ${nid}`);
    const changed = await get('br', brTag);
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, brTag);
  });

  it('answers the page to every client that takes HTML, and says it varies by Accept once', async () => {
    for (const accept of ['*/*', 'text/*', 'text/html;q=0.5, application/json', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/job-posting/${nid}`,
        headers: accept ? { accept, 'accept-encoding': 'br' } : { 'accept-encoding': 'br' },
      });
      assert.equal(response.statusCode, 200, accept);
      assert.equal(response.headers['content-type'], 'text/html; charset=utf-8', accept);
      const vary = String(response.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase());
      assert.deepEqual(vary.sort(), ['accept', 'accept-encoding'], accept);
    }
    for (const accept of ['application/json', 'text/html;q=0, */*', 'image/png']) {
      const response = await page(`/job-posting/${nid}`, accept);
      assert.equal(response.statusCode, 404, accept);
      assert.match(String(response.headers.vary), /^Accept\b/, accept);
    }
  });

  it('sends the SPA page with the JSON-LD, not a wait, while renders queue past their bound', async () => {
    (globalThis as { renderDelayMs?: number }).renderDelayMs = 300;
    try {
      const answers = await Promise.all(more.map((each) => page(`/job-posting/${each}`)));
      const shells = answers.filter((answer) => answer.body.includes('<div id="root"></div>'));
      assert.equal(shells.length, 2);
      for (const shell of shells) {
        assert.equal(shell.statusCode, 200);
        assert.match(
          shell.body,
          /<script type="application\/ld\+json" id="mb-job-posting-jsonld">\{"@type":"JobPosting","title":"Queued \d"\}<\/script><\/head>/,
        );
      }
      assert.equal(t.app.jobPages.queueFigures().longest, RENDER_QUEUE_BOUND);
    } finally {
      delete (globalThis as { renderDelayMs?: number }).renderDelayMs;
    }
  });

  it('renders ahead the pages of open jobs that have none or an outdated one', async () => {
    const origin = t.app.deps.config.appUrl.replace(/\/+$/, '');
    const host = new URL(origin).hostname;
    const site = {
      config: clientConfig(t.app.deps.config, host),
      origin,
      title: identityFor(t.app.deps.config, host).title,
    };
    await t.app.jobPages.renderStale(site, Date.now() + 30_000);
    const stale = async () =>
      queryRows<{ nid: number }>(
        t.database.db,
        sql`SELECT j.nid FROM jobs j JOIN organizations o ON o.nid = j.organization_nid
          LEFT JOIN job_pages p ON p.nid = j.nid
          WHERE p.nid IS NULL OR p.source <> md5(j::text || o::text)`,
      );
    assert.deepEqual(await stale(), []);
    await t.database.db.execute(sql`UPDATE jobs SET title = 'Edited ahead' WHERE nid = ${nid}`);
    assert.equal(await t.app.jobPages.renderStale(site, Date.now() + 30_000), 1);
    assert.deepEqual(await stale(), []);
    // Nothing left: nothing rendered.
    assert.equal(await t.app.jobPages.renderStale(site, Date.now() + 30_000), 0);
  });

  it('makes absolute addresses from the configured address, never from the Host header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/job-posting/${hosted}`,
      headers: {
        accept: 'text/html',
        host: 'hostinject.test',
        'x-forwarded-host': 'hostinject.test',
        'x-forwarded-proto': 'https',
      },
    });
    assert.equal(response.statusCode, 200);
    const appUrl = t.app.deps.config.appUrl.replace(/\/+$/, '');
    assert.ok(response.body.includes(`<p>api ${appUrl}/</p>`), response.body.slice(0, 400));
    assert.equal(response.body.includes('hostinject.test'), false);
  });

  it('answers requests that do not ask for a page with a 404', async () => {
    const response = await page(`/job-posting/${nid}`, 'application/json');
    assert.equal(response.statusCode, 404);
  });

  it('never serves the build manifest', async () => {
    const response = await page('/.chunk-groups.json', '*/*');
    assert.equal(response.statusCode, 404);
  });
});
