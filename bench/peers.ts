/**
 * `npm run bench -- peers`: Matchboard side by side with Directus, the headless CMS a team would
 * otherwise serve job postings with, on the same machine, the same PostgreSQL
 * (BENCH_DATABASE_URL) and the same 50,000 jobs (seed-jobs).
 *
 * Directus DIRECTUS_VERSION (12.3.1: the newest that installs from the npm registry and runs on
 * Node 22) is installed from the npm registry into a scratch folder outside the repository
 * (PEERS_DIR, default $TMPDIR/matchboard-peers), bootstrapped on a database of its own on the
 * same server, given a `job_posting` collection (title, description, organization, remote,
 * salary_from, location, created; organization and created indexed, as anyone would) and loaded
 * with the bench jobs. Both run as their own processes, Directus with its cache off.
 *
 * Three requests, each answered by both: the big organization's 50 newest jobs matching
 * "engineer", remote, from 60,000 a year, with the filtered count; the same for a typical
 * organization (the median job count); one job by id. Both warmed first, then 200 requests one at
 * a time, Matchboard, Directus and the bare statements (below) alternating request by request
 * (p50/p95), then PEERS_SECONDS (10) s of 10 clients in a closed loop on each (requests/s). The
 * guard: Matchboard ≥ 3× Directus's throughput and ≤ 0.5× its p95 on each request.
 *
 * And the limit itself (bareSql.ts): the statements Matchboard's request runs, captured with
 * their parameters, sent straight through `pg` by 10 clients in the same run (no HTTP, no
 * validation, no serialization). Targets: Matchboard ≥ 0.8× their throughput and ≤ 1.25× their
 * p95 on each request.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { JOB_SEARCH_PATH } from '../contract/jobs';
import { EMPTY_JOB_SEARCH_FILTERS, encodeJobSearchFilters } from '../contract/jobFilters';
import { queryRows, type Db } from '../server/src/db/connect';
import {
  BENCH_PASSWORD,
  CANDIDATE_MAIL,
  benchDatabaseTarget,
  openBenchDatabase,
  seedBenchJobs,
} from './jobsSeed';
import { call, signIn } from './httpClient';
import { captureStatements, openReplay, type Replay } from './bareSql';
import { CLIENTS, closedLoop } from './load';
import { percentile, startServer } from './server';
import {
  DIRECTUS_ADMIN,
  directusEnv,
  ensureDatabase,
  installDirectus,
  json,
  loadJobs,
  siblingDatabase,
  startDirectus,
  createCollection,
} from './directus';

const SERIAL = 200;
const SECONDS = Number(process.env.PEERS_SECONDS || 10);
/** Against Directus: at least this many times its requests per second, at most this of its p95. */
const GUARD_THROUGHPUT = 3;
const GUARD_P95 = 0.5;
/** Against the bare statements: at least this share of their throughput, at most this of their p95. */
const SQL_THROUGHPUT = 0.8;
const SQL_P95 = 1.25;

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
const send = (url: string, init: Parameters<typeof call>[1] = {}) => call(url, { agent, ...init });

interface Request {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** How many results the answer reports (its filtered count), for the table. */
  count(body: string): number;
}

interface Side {
  serial: number[];
  rps: number;
  count: number;
}

async function timed(request: Request): Promise<number> {
  const started = performance.now();
  const response = await send(request.url, { headers: request.headers });
  if (response.status !== 200)
    throw new Error(`${request.url}: ${response.status} ${response.body.slice(0, 300)}`);
  return performance.now() - started;
}

/** What the bare statements measured: one request at a time, then loaded. */
interface BareSide {
  serial: number[];
  rps: number;
}

/**
 * The three sides of one comparison: warmed, then one request at a time with the three
 * alternating (Matchboard, Directus, the bare statements), so that each is timed with the other
 * two just run, then each loaded on its own.
 */
async function compare(
  ours: Request,
  theirs: Request,
  bare: Replay,
): Promise<[Side, Side, BareSide]> {
  const counts: number[] = [];
  for (const request of [ours, theirs]) {
    const response = await send(request.url, { headers: request.headers });
    if (response.status !== 200)
      throw new Error(`${request.url}: ${response.status} ${response.body.slice(0, 300)}`);
    counts.push(request.count(response.body));
    for (let i = 0; i < 30; i++) await timed(request);
  }
  const serial: [number[], number[], number[]] = [[], [], []];
  for (let i = 0; i < SERIAL; i++) {
    serial[0].push(await timed(ours));
    serial[1].push(await timed(theirs));
    serial[2].push(await bare.run(0));
  }
  const rps = [
    (await closedLoop(SECONDS, () => timed(ours))).rps,
    (await closedLoop(SECONDS, () => timed(theirs))).rps,
    (await closedLoop(SECONDS, (i) => bare.run(i), CLIENTS)).rps,
  ];
  return [
    { serial: serial[0], rps: rps[0], count: counts[0] },
    { serial: serial[1], rps: rps[1], count: counts[1] },
    { serial: serial[2], rps: rps[2] },
  ];
}

/** The bench's organizations with their number of jobs, fewest first. */
async function organizationSizes(db: Db): Promise<{ nid: number; jobs: number }[]> {
  return queryRows<{ nid: number; jobs: number }>(
    db,
    sql`SELECT organization_nid AS nid, count(*)::int AS jobs FROM jobs
        GROUP BY organization_nid ORDER BY count(*), organization_nid`,
  );
}

/** The organization with the median number of jobs. */
export async function typicalOrganizationNid(db: Db): Promise<number> {
  const organizations = await organizationSizes(db);
  return organizations[Math.floor(organizations.length / 2)].nid;
}

/** Matchboard's side of the compared search: one organization's jobs, "engineer", remote, 60,000+. */
/** One job with what its page includes (organization, logo, country, skills), as the SPA asks. */
export const jobReadPath = (nid: number): string =>
  `/api/node/job_posting?filter%5Bdrupal_internal__nid%5D=${nid}&include=` +
  'field_hiring_organization,field_hiring_organization.field_logo,field_job_country,field_technical_skills';

export const peersSearchPath = (organization: number): string =>
  `${JOB_SEARCH_PATH}?_format=json&page=0${encodeJobSearchFilters({
    ...EMPTY_JOB_SEARCH_FILTERS,
    search: 'engineer',
    organizations: [organization],
    remote: ['remote'],
    salaryMin: 60000,
  })}`;

export async function benchPeers(): Promise<void> {
  const { databaseUrl } = benchDatabaseTarget();
  if (!databaseUrl)
    throw new Error('The peers bench runs both on PostgreSQL: set BENCH_DATABASE_URL.');
  const dir = path.resolve(process.env.PEERS_DIR || path.join(os.tmpdir(), 'matchboard-peers'));
  if (dir.startsWith(`${process.cwd()}${path.sep}`))
    throw new Error(`PEERS_DIR must be outside the repository: ${dir}`);

  const { database } = await openBenchDatabase();
  const { seed } = await seedBenchJobs(database);
  const organizations = await organizationSizes(database.db);
  const typical = organizations[Math.floor(organizations.length / 2)];
  const big = organizations.find((o) => o.nid === seed.bigOrganizationNid);
  const [job] = await queryRows<{ nid: number }>(
    database.db,
    sql`SELECT nid FROM jobs WHERE organization_nid = ${typical.nid} ORDER BY nid LIMIT 1`,
  );
  await database.close();

  installDirectus(dir);
  const directusDb = `${new URL(databaseUrl).pathname.slice(1)}_directus`;
  await ensureDatabase(databaseUrl, directusDb);
  const directusUrl = siblingDatabase(databaseUrl, directusDb);
  const directus = await startDirectus(
    dir,
    directusEnv(directusUrl, 8055 + Math.floor(Math.random() * 500)),
  );
  const matchboard = await startServer({ DATABASE_URL: databaseUrl }, { spa: false });
  try {
    const login = await send(`${directus.baseUrl}/auth/login`, {
      method: 'POST',
      ...json(DIRECTUS_ADMIN),
    });
    if (login.status !== 200) throw new Error(`Directus sign-in: ${login.status} ${login.body}`);
    // A static token, as a service calling Directus would use; the admin's skips permission checks.
    const directusToken = (JSON.parse(login.body) as { data: { access_token: string } }).data
      .access_token;
    await createCollection(directus.baseUrl, directusToken);
    const loaded = await loadJobs(databaseUrl, directusUrl);

    const candidateToken = await signIn(matchboard.baseUrl, CANDIDATE_MAIL, BENCH_PASSWORD);
    const ours = {
      Authorization: `Bearer ${candidateToken}`,
      Accept: 'application/json',
    };
    const theirs = { Authorization: `Bearer ${directusToken}`, Accept: 'application/json' };

    const search = (organization: number): [Request, Request] => [
      {
        name: 'Matchboard',
        url: `${matchboard.baseUrl}${peersSearchPath(organization)}`,
        headers: ours,
        count: (body) => (JSON.parse(body) as { total_rows?: number }[])[0]?.total_rows ?? 0,
      },
      {
        name: 'Directus',
        url: `${directus.baseUrl}/items/job_posting?filter[organization][_eq]=${organization}&filter[remote][_eq]=true&filter[salary_from][_gte]=60000&search=engineer&sort=-created&limit=50&meta=filter_count`,
        headers: theirs,
        count: (body) => (JSON.parse(body) as { meta: { filter_count: number } }).meta.filter_count,
      },
    ];
    const byId: [Request, Request] = [
      {
        name: 'Matchboard',
        url: `${matchboard.baseUrl}${jobReadPath(job.nid)}`,
        headers: { ...ours, Accept: 'application/vnd.api+json' },
        count: (body) => (JSON.parse(body) as { data: unknown[] }).data.length,
      },
      {
        name: 'Directus',
        url: `${directus.baseUrl}/items/job_posting/${job.nid}`,
        headers: theirs,
        count: (body) => ((JSON.parse(body) as { data: unknown }).data ? 1 : 0),
      },
    ];
    const rows: [string, [Request, Request]][] = [
      [
        `big organization (${big?.jobs ?? '?'} jobs): search + 2 filters + count`,
        search(seed.bigOrganizationNid),
      ],
      [`typical organization (${typical.jobs} jobs): the same`, search(typical.nid)],
      ['one job by id', byId],
    ];
    const results: [string, Side, Side, BareSide][] = [];
    const statements = await captureStatements(
      databaseUrl,
      rows.map(([, [ours]]) => ({
        url: ours.url.slice(matchboard.baseUrl.length),
        headers: ours.headers,
      })),
    );
    for (const [i, [name, [a, b]]] of rows.entries()) {
      const replay = await openReplay(databaseUrl, statements[i]);
      try {
        results.push([name, ...(await compare(a, b, replay))]);
      } finally {
        await replay.close();
      }
    }

    // What HTTP alone costs on this machine: a route that reads no token and runs no SQL, asked
    // by the same clients. A server that added only this to each request's statements could
    // reach at most 1 / (1 + bare req/s ÷ HTTP req/s) of the bare throughput, on cores that the
    // server, PostgreSQL and the load share.
    const live: Request = {
      name: 'Matchboard',
      url: `${matchboard.baseUrl}/health/live`,
      headers: { Accept: 'application/json' },
      count: () => 0,
    };
    for (let i = 0; i < 30; i++) await timed(live);
    const liveSerial: number[] = [];
    for (let i = 0; i < SERIAL; i++) liveSerial.push(await timed(live));
    const liveRps = (await closedLoop(SECONDS, () => timed(live))).rps;

    const versions = JSON.parse(
      fs.readFileSync(path.join(dir, 'node_modules', 'directus', 'package.json'), 'utf8'),
    ) as { version: string };
    const pgVersion = await pgServerVersion(databaseUrl);
    console.info(
      `\nMatchboard, Directus ${versions.version} and Matchboard's own statements sent bare, on the same ${loaded.toLocaleString('en')} jobs; PostgreSQL ${pgVersion}, Node ${process.versions.node}, ${os.availableParallelism()} cores, Directus cache off; times in ms:`,
    );
    const f = (value: number, digits = 1) => value.toFixed(digits);
    const cells = (side: { serial: number[]; rps: number }) =>
      `${f(percentile(side.serial, 50))} | ${f(percentile(side.serial, 95))} | ${side.rps.toFixed(0)}`;
    console.info(
      '| request | Matchboard p50 | p95 | req/s | Directus p50 | p95 | req/s | bare SQL p50 | p95 | req/s | ÷ Directus: p95 | req/s | ÷ SQL: req/s | p95 | results | guard | targets |',
    );
    console.info('|---|' + '---:|'.repeat(14) + '---|---|---|');
    let failed = false;
    for (const [name, ours, theirs, bare] of results) {
      const p95 = percentile(ours.serial, 95);
      const peerP95 = p95 / percentile(theirs.serial, 95);
      const peerRps = ours.rps / theirs.rps;
      const sqlRps = ours.rps / bare.rps;
      const sqlP95 = p95 / percentile(bare.serial, 95);
      const guard = peerP95 <= GUARD_P95 && peerRps >= GUARD_THROUGHPUT;
      const targets = sqlRps >= SQL_THROUGHPUT && sqlP95 <= SQL_P95;
      failed ||= !guard;
      console.info(
        `| ${name} | ${cells(ours)} | ${cells(theirs)} | ${cells(bare)} | ${f(peerP95, 2)} | ${f(peerRps)} | ${f(sqlRps, 2)} | ${f(sqlP95, 2)} | ${ours.count}/${theirs.count} | ${guard ? 'ok' : 'MISSED'} | ${targets ? 'ok' : 'missed'} |`,
      );
    }
    console.info(
      `  ${SERIAL} requests one at a time on each, the three alternating; then ${CLIENTS} clients in a closed loop for ${SECONDS} s on each.\n` +
        `  bare SQL: per request ${statements.map((each) => each.length).join(' / ')} statements, as Matchboard sent them, one after another on one connection per client.\n` +
        `  results: the filtered count (search) or rows (by id) each answered. Guard: p95 ÷ Directus ≤ ${GUARD_P95}, req/s ÷ Directus ≥ ${GUARD_THROUGHPUT}. Targets: req/s ÷ SQL ≥ ${SQL_THROUGHPUT}, p95 ÷ SQL ≤ ${SQL_P95}.\n` +
        '  Matchboard answers as the signed-in candidate of seed-jobs, with skills, places and the organization decoded;\n' +
        '  Directus as its admin (no permission checks), with the stored columns.',
    );
    console.info(
      `\nHTTP alone (GET /health/live: no token, no SQL), the same clients: p50 ${f(percentile(liveSerial, 50), 2)}, p95 ${f(percentile(liveSerial, 95), 2)} ms, ${liveRps.toFixed(0)} req/s.\n` +
        "The most ÷ SQL a server could reach that added only this to each request's statements (1 / (1 + bare req/s ÷ HTTP req/s); p95: bare p95 + HTTP p50):",
    );
    for (const [name, , , bare] of results) {
      const ceiling = 1 / (1 + bare.rps / liveRps);
      const floor =
        (percentile(bare.serial, 95) + percentile(liveSerial, 50)) / percentile(bare.serial, 95);
      console.info(
        `  ${name}: req/s ${f(ceiling, 2)} (target ≥ ${SQL_THROUGHPUT}), p95 ${f(floor, 2)} (target ≤ ${SQL_P95})`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await matchboard.stop();
    await directus.stop();
  }
}

async function pgServerVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0].server_version;
  } finally {
    await client.end();
  }
}
