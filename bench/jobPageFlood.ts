/**
 * Public job pages nobody should be able to turn into a furnace (issue 61): what three floods of
 * job-page addresses from anonymous clients do to an ordinary request (the job search) beside its
 * idle latency. Each flood is 8 clients at 8 requests a second (64 a second), for FLOOD_SECONDS:
 *
 * - addresses that are not a job page's as written (`/job-posting/{open nid}%23x{n}`, which
 *   decodes to `{nid}#x{n}`): every one a new address;
 * - ids that name no job (`/job-posting/{n}`, n counting up from 900000);
 * - an ended job's page (the demo's expired job, found by its 410; FLOOD_ENDED_NID to name it).
 *
 * Run by `npm run bench -- flood` after the oversized bodies, against `npm start` with the demo
 * data (the SPA built, so the server renders job pages). The flood runs in its own process at the
 * lowest CPU priority, as the bodies' flood does.
 */
import http from 'node:http';
import { SEARCH, searchLatencies, searchUnderFlood } from './flood';
import { percentile, startServer } from './server';

const CLIENTS = 8;
const PER_CLIENT_PER_SECOND = 8;
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
const HTML = { Accept: 'text/html' };

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

type FloodKind = 'not-a-job-path' | 'unknown-id' | 'ended-job';

/** The n-th address of a flood. */
function floodPath(kind: FloodKind, nid: number, n: number): string {
  if (kind === 'not-a-job-path') return `/job-posting/${nid}%23x${n}`;
  if (kind === 'unknown-id') return `/job-posting/${900_000 + n}`;
  return `/job-posting/${nid}`;
}

/** The nid of an open job (the search's first) and of the demo's ended job. */
async function targets(baseUrl: string): Promise<{ open: number; ended: number }> {
  const search = await fetch(`${baseUrl}${SEARCH}`);
  const rows = (await search.json()) as { nid: number }[];
  const open = rows[0]?.nid;
  if (!open) throw new Error('the job search found no open job: is the demo data seeded?');
  if (process.env.FLOOD_ENDED_NID) return { open, ended: Number(process.env.FLOOD_ENDED_NID) };
  for (let nid = 1; nid < 200; nid++) {
    if ((await get(`${baseUrl}/job-posting/${nid}`, HTML)).status === 410)
      return { open, ended: nid };
  }
  throw new Error('no ended job answers 410: name one with FLOOD_ENDED_NID');
}

/** Prints the job search's latency idle and under each job-page flood. */
export async function benchJobPageFloods(): Promise<void> {
  const server = await startServer({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' });
  try {
    const { open, ended } = await targets(server.baseUrl);
    console.info(
      `\nJob pages flooded (${CLIENTS} clients × ${PER_CLIENT_PER_SECOND}/s, ${FLOOD_SECONDS} s each; open job ${open}, ended job ${ended}), ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}:`,
    );
    for (const kind of ['not-a-job-path', 'unknown-id', 'ended-job'] as const) {
      const sample = await get(
        `${server.baseUrl}${floodPath(kind, kind === 'ended-job' ? ended : open, 0)}`,
        HTML,
      );
      console.info(
        `  ${kind}: ${floodPath(kind, kind === 'ended-job' ? ended : open, 0)} answers ${sample.status}`,
      );
    }
    await searchLatencies(server.baseUrl, 2); // warm-up
    const idle = await searchLatencies(server.baseUrl, FLOOD_SECONDS);
    const idleP95 = percentile(idle, 95);
    console.info(`  ${SEARCH}, one request every 50 ms:`);
    console.info(
      `    idle                 p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${idleP95.toFixed(1)} ms (${idle.length} requests)`,
    );
    for (const kind of ['not-a-job-path', 'unknown-id', 'ended-job'] as const) {
      const nid = kind === 'ended-job' ? ended : open;
      const { loaded, report } = await searchUnderFlood(
        server.baseUrl,
        FLOOD_SECONDS,
        [__filename, server.baseUrl, kind, String(nid)],
        { JOB_PAGE_FLOOD: '1' },
      );
      const [sent, statuses] = report.trim().split(' ');
      const p95 = percentile(loaded, 95);
      console.info(
        `    ${kind.padEnd(20)} p50 ${percentile(loaded, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...loaded).toFixed(0)} ms; ${sent} pages (${statuses}); p95 ÷ idle ${(p95 / idleP95).toFixed(2)} (target ≤ 2: ${p95 <= 2 * idleP95 ? 'ok' : 'OVER'})`,
      );
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The flood itself: `JOB_PAGE_FLOOD=1 node --import tsx bench/jobPageFlood.ts BASE KIND NID`. */
async function floodClient(baseUrl: string, kind: FloodKind, nid: number): Promise<void> {
  let flooding = true;
  let sent = 0;
  const statuses = new Map<number, number>();
  process.once('SIGTERM', () => (flooding = false));
  const gap = 1000 / PER_CLIENT_PER_SECOND;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; flooding; i += CLIENTS) {
        const started = performance.now();
        const { status } = await get(`${baseUrl}${floodPath(kind, nid, i)}`, HTML);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        sent++;
        const wait = gap - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  agent.destroy();
  const counts = [...statuses].map(([status, count]) => `${count}×${status}`).join(',');
  process.stdout.write(`${sent} ${counts}\n`);
}

if (process.env.JOB_PAGE_FLOOD === '1')
  void floodClient(process.argv[2], process.argv[3] as FloodKind, Number(process.argv[4]));
