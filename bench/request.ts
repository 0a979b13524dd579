/**
 * `npm run bench -- request`: the fixed cost of one simple authenticated request, on the
 * PostgreSQL of BENCH_DATABASE_URL (seeded by seed-jobs first when empty). The server runs as its
 * own process, as in production, and the load comes from this one over kept-alive connections:
 * - the employer reads one job of her organization by node id, as the SPA does (JSON:API, with
 *   the organization, its logo, the country and the skills included);
 * - she reads her organization's invite quota (REST);
 * - she searches a typical organization's jobs as the peers bench does (peersSearchPath).
 * REQUEST_ONLY=job,quota,search picks some of them.
 * For each: 300 requests one at a time (p50/p95), then 10 clients in a closed loop for
 * REQUEST_SECONDS (10) s (requests/s, p50/p95) and the CPU time per request of the server, of
 * this machine's PostgreSQL and of the load itself.
 * REQUEST_PROFILE=1 runs the server with `--cpu-prof` and prints the functions that spent the
 * most CPU time of their own while the closed loops ran (the top of a flame graph, inverted).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inviteQuotaLeftPath } from '../contract/candidates';
import { queryRows } from '../server/src/db/connect';
import {
  BENCH_PASSWORD,
  EMPLOYER_MAIL,
  benchDatabaseTarget,
  openBenchDatabase,
  seedBenchJobs,
} from './jobsSeed';
import { call, signIn } from './httpClient';
import { jobReadPath, peersSearchPath, typicalOrganizationNid } from './peers';
import { CLIENTS, closedLoop } from './load';
import { percentile, startServer } from './server';

const SERIAL = 300;
const SECONDS = Number(process.env.REQUEST_SECONDS || 10);

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
const send = (url: string, init: Parameters<typeof call>[1] = {}) => call(url, { agent, ...init });

/**
 * CPU time the server's process has used so far, in ms: utime + stime of /proc/PID/stat, in
 * clock ticks of 10 ms.
 */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time used so far by this machine's PostgreSQL processes (0 when the database runs
 * elsewhere), in ms: what the database spends on each request, beside the server and the load.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMs(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

interface Figures {
  name: string;
  serial: number[];
  loaded: number[];
  rps: number;
  cpuPerRequest: number;
  databaseCpuPerRequest: number;
  loadCpuPerRequest: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
): Promise<Figures> {
  const timed = async () => {
    const started = performance.now();
    const response = await send(url, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await timed();
  const serial: number[] = [];
  for (let i = 0; i < SERIAL; i++) serial.push(await timed());
  const cpuBefore = cpuMs(pid);
  const databaseCpuBefore = postgresCpuMs();
  const loadCpuBefore = process.cpuUsage();
  const { times: loaded, rps } = await closedLoop(SECONDS, timed);
  const loadCpu = process.cpuUsage(loadCpuBefore);
  return {
    name,
    serial,
    loaded,
    rps,
    cpuPerRequest: (cpuMs(pid) - cpuBefore) / loaded.length,
    databaseCpuPerRequest: (postgresCpuMs() - databaseCpuBefore) / loaded.length,
    loadCpuPerRequest: (loadCpu.user + loadCpu.system) / 1000 / loaded.length,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * The functions with the most self time in the last `seconds` of a V8 CPU profile (the closed
 * loops, which end just before the server stops), with their share of the samples.
 */
function topSelfTime(file: string, seconds: number, count = 20): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<string, number>();
  let remaining = seconds * 1_000_000;
  let total = 0;
  for (let i = profile.samples.length - 1; i >= 0 && remaining > 0; i--) {
    const delta = profile.timeDeltas[i];
    remaining -= delta;
    const frame = frames.get(profile.samples[i]);
    if (!frame) continue;
    const where = frame.url
      ? `${frame.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    total += delta;
  }
  return [...selfUs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([key, us]) =>
        `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`,
    );
}

export async function benchRequest(): Promise<void> {
  const { databaseUrl } = benchDatabaseTarget();
  if (!databaseUrl)
    throw new Error(
      'The request bench runs the server as its own process on PostgreSQL: set BENCH_DATABASE_URL.',
    );
  const { database } = await openBenchDatabase();
  const { seed } = await seedBenchJobs(database);
  const [job] = await queryRows<{ nid: number }>(
    database.db,
    sql`SELECT nid FROM jobs WHERE organization_nid = ${seed.bigOrganizationNid} ORDER BY nid LIMIT 1`,
  );
  const typical = await typicalOrganizationNid(database.db);
  await database.close();

  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-request-profile-'));
  const profiling = Boolean(process.env.REQUEST_PROFILE);
  if (profiling)
    process.env.BENCH_SERVER_ARGS = `${process.env.BENCH_SERVER_ARGS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`;
  const server = await startServer({ DATABASE_URL: databaseUrl }, { spa: false });
  let figures: Figures[];
  try {
    const token = await signIn(server.baseUrl, EMPLOYER_MAIL, BENCH_PASSWORD);
    const jobUrl = `${server.baseUrl}${jobReadPath(job.nid)}`;
    const quotaUrl = `${server.baseUrl}${inviteQuotaLeftPath(seed.bigOrganizationNid)}?_format=json`;
    const searchUrl = `${server.baseUrl}${peersSearchPath(typical)}`;
    const auth = { Authorization: `Bearer ${token}` };
    const json = { ...auth, Accept: 'application/json' };
    const requests: [string, string, string, Record<string, string>][] = [
      [
        'job',
        'job by id (JSON:API, includes)',
        jobUrl,
        { ...auth, Accept: 'application/vnd.api+json' },
      ],
      ['quota', 'invite quota (REST)', quotaUrl, json],
      ['search', "job search, one org's (REST)", searchUrl, json],
    ];
    const only = process.env.REQUEST_ONLY?.split(',');
    figures = [];
    for (const [key, name, url, headers] of requests)
      if (!only || only.includes(key)) figures.push(await measure(name, url, headers, server.pid));
  } finally {
    await server.stop();
  }

  const ms = (value: number) => value.toFixed(2).padStart(7);
  console.info(
    `\nOne authenticated request, server on PostgreSQL as its own process; ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}:`,
  );
  console.info(
    `${'request'.padEnd(32)} │ 1 client p50    p95 │ ${CLIENTS} clients req/s    p50     p95 │ CPU ms/request: server PostgreSQL load`,
  );
  for (const f of figures)
    console.info(
      `${f.name.padEnd(32)} │ ${ms(percentile(f.serial, 50))} ${ms(percentile(f.serial, 95))} │ ${f.rps.toFixed(0).padStart(17)} ${ms(percentile(f.loaded, 50))} ${ms(percentile(f.loaded, 95))} │ ${f.cpuPerRequest.toFixed(2).padStart(21)} ${f.databaseCpuPerRequest.toFixed(2).padStart(10)} ${f.loadCpuPerRequest.toFixed(2).padStart(4)}`,
    );
  if (profiling) {
    const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no CPU profile was written to ${profileDir}`);
    console.info(`\nTop self time while the ${CLIENTS}-client loops ran (${profileDir}/${file}):`);
    for (const line of topSelfTime(path.join(profileDir, file), figures.length * SECONDS))
      console.info(line);
  }
}
