/**
 * `npm run bench -- crawl`: a crawler reading distinct public job pages (`/job-posting/{nid}`, the
 * pages search engines index, with their JobPosting JSON-LD) from the server as its own process on
 * PostgreSQL over the 50,000 bench jobs, ten clients in a closed loop over 1,000 distinct jobs:
 * - cold: no page kept yet (a new build, or jobs nobody has read): each page is rendered as it
 *   is asked for, or, past the render queue's bound, answered with the SPA's page and the JSON-LD;
 * - kept: once the server's rounds have rendered the pages ahead (JOB_PAGES_SCHEDULE), as a crawler
 *   finds them on any later day.
 * Then an edit of one job, and how long until its page shows it. Prints pages/s, p50/p95, how
 * many answers were rendered pages, and the render queue's longest length (/metrics).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/src/db/connect';
import { SOURCE } from '../server/src/site/jobPageStore';
import { benchDatabaseTarget, openBenchDatabase, seedBenchJobs } from './jobsSeed';
import { CLIENTS, closedLoop } from './load';
import { percentile, startServer } from './server';

const DISTINCT = 1_000;
const SECONDS = Number(process.env.CRAWL_SECONDS || 10);
/** How long the rounds may take to render the pages ahead. */
const RENDER_AHEAD_TIMEOUT_MS = 240_000;
const METRICS_TOKEN = 'crawl-bench-metrics-token';

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One page as a crawler reads it (Googlebot's encodings), decoded: its status and whether it was rendered. */
function crawl(url: string): Promise<{ status: number; rendered: boolean; html: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const html = (
            encoding === 'br'
              ? zlib.brotliDecompressSync(body)
              : encoding === 'gzip'
                ? zlib.gunzipSync(body)
                : body
          ).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            rendered: html.includes('data-prerendered='),
            html,
          });
        });
      },
    );
    request.on('error', reject);
  });
}

interface Run {
  name: string;
  rps: number;
  times: number[];
  rendered: number;
  withJsonLd: number;
  answers: number;
}

async function crawlFor(name: string, baseUrl: string, nids: number[]): Promise<Run> {
  let rendered = 0;
  let withJsonLd = 0;
  const { times, rps } = await closedLoop(SECONDS, async (i) => {
    const started = performance.now();
    const page = await crawl(`${baseUrl}/job-posting/${nids[i % nids.length]}`);
    const ms = performance.now() - started;
    if (page.status !== 200)
      throw new Error(`/job-posting/${nids[i % nids.length]}: ${page.status}`);
    if (page.rendered) rendered += 1;
    if (page.html.includes('application/ld+json')) withJsonLd += 1;
    return ms;
  });
  return { name, rps, times, rendered, withJsonLd, answers: times.length };
}

/** How many of `nids` have a kept page that is up to date with their rows. */
async function keptPages(db: Db, nids: number[]): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM job_pages p
      JOIN jobs j ON j.nid = p.nid JOIN organizations o ON o.nid = j.organization_nid
      WHERE p.nid = ANY(${`{${nids.join(',')}}`}::int[]) AND p.source = ${SOURCE}`,
  );
  return Number(row.n);
}

async function longestQueue(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const match = /matchboard_job_page_render_queue\{measure="longest"\} (\d+)/.exec(text);
  if (!match) throw new Error('/metrics has no render queue gauge');
  return Number(match[1]);
}

interface CrawlFigures {
  runs: Run[];
  longestCold: number;
  renderAheadSeconds: number;
  editShownMs: number;
}

/** The cold crawl, the wait for the pages rendered ahead, the kept crawl, then an edit. */
async function measureCrawl(baseUrl: string, db: Db, nids: number[]): Promise<CrawlFigures> {
  const cold = await crawlFor('cold (nothing kept)', baseUrl, nids);
  const longestCold = await longestQueue(baseUrl);
  const waitStarted = Date.now();
  while ((await keptPages(db, nids)) < nids.length) {
    if (Date.now() - waitStarted > RENDER_AHEAD_TIMEOUT_MS)
      throw new Error(`the rounds had not rendered the ${nids.length} pages ahead in time`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const renderAheadSeconds = (Date.now() - waitStarted) / 1000;
  const kept = await crawlFor('kept (rendered ahead)', baseUrl, nids);

  // An edit, and the first page that shows it; then the seeded title again, for the other benches.
  const [{ title, changed }] = await queryRows<{ title: string; changed: string }>(
    db,
    sql`SELECT title, changed::text FROM jobs WHERE nid = ${nids[0]}`,
  );
  const edited = `Edited ${Date.now()}`;
  await db.execute(sql`UPDATE jobs SET title = ${edited}, changed = now() WHERE nid = ${nids[0]}`);
  const started = performance.now();
  let editShownMs: number;
  try {
    while (!(await crawl(`${baseUrl}/job-posting/${nids[0]}`)).html.includes(edited)) {
      if (performance.now() - started > 60_000) throw new Error('the edit never showed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    editShownMs = performance.now() - started;
  } finally {
    await db.execute(
      sql`UPDATE jobs SET title = ${title}, changed = ${changed}::timestamptz WHERE nid = ${nids[0]}`,
    );
  }
  return { runs: [cold, kept], longestCold, renderAheadSeconds, editShownMs };
}

export async function benchCrawl(): Promise<void> {
  const { databaseUrl } = benchDatabaseTarget();
  if (!databaseUrl)
    throw new Error(
      'The crawl bench runs the server as its own process on PostgreSQL: set BENCH_DATABASE_URL.',
    );
  for (const built of ['dist/index.html', 'dist-prerender/renderPage.js'])
    if (!fs.existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  const { database } = await openBenchDatabase();
  const { db } = database;
  await seedBenchJobs(database);
  // What the rounds render first: the open jobs changed last.
  const nids = (
    await queryRows<{ nid: number }>(
      db,
      sql`SELECT j.nid FROM jobs j JOIN organizations o ON o.nid = j.organization_nid
        WHERE j.valid_until >= current_date AND o.status
        ORDER BY j.changed DESC, j.nid DESC LIMIT ${DISTINCT}`,
    )
  ).map((row) => row.nid);
  if (nids.length < DISTINCT)
    throw new Error(`only ${nids.length} bench jobs are open: re-seed the bench database`);
  // Cold: nothing kept, as after a new build.
  await db.execute(sql`DELETE FROM job_pages`);

  const server = await startServer(
    {
      DATABASE_URL: databaseUrl,
      STATIC_DIR: path.resolve('dist'),
      METRICS_TOKEN,
      JOB_PAGES_SCHEDULE: '* * * * *',
    },
    { spa: false },
  );
  let figures: CrawlFigures;
  try {
    figures = await measureCrawl(server.baseUrl, db, nids);
  } finally {
    await server.stop();
    await database.close();
  }
  const { runs, longestCold, renderAheadSeconds, editShownMs } = figures;

  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.info(
    `\nPublic job pages (/job-posting/{nid}, Accept-Encoding: gzip, deflate, br), ${CLIENTS} clients over ${DISTINCT} distinct jobs of the 50,000, ${SECONDS} s each; server on PostgreSQL as its own process; ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.info('| run | pages/s | p50 ms | p95 ms | rendered pages | SPA page + JSON-LD |');
  console.info('|---|---:|---:|---:|---:|---:|');
  for (const run of runs)
    console.info(
      `| ${run.name} | ${run.rps.toFixed(0)} | ${ms(percentile(run.times, 50))} | ${ms(percentile(run.times, 95))} | ${run.rendered} of ${run.answers} | ${run.answers - run.rendered} (${run.withJsonLd - run.rendered} with JSON-LD) |`,
    );
  console.info(
    `Render queue: longest ${longestCold} during the cold crawl (bound 4); ${nids.length} pages rendered ahead in ${renderAheadSeconds.toFixed(0)} s after the crawl; an edit showed ${editShownMs.toFixed(0)} ms after it was written.`,
  );
  const kept = runs[1];
  console.info(
    `Targets (kept): >= 500 pages/s ${kept.rps >= 500 ? 'met' : 'NOT met'}, p95 <= 30 ms ${percentile(kept.times, 95) <= 30 ? 'met' : 'NOT met'}; edit shown within 10 s ${editShownMs <= 10_000 ? 'met' : 'NOT met'}.`,
  );
}
