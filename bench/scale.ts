/**
 * `npm run bench -- scale`: one process against two behind HAProxy, on one PostgreSQL (a
 * throwaway cluster from Debian's package) and one S3 bucket (a local s3rver), under the mixed
 * load — sign-in, profile read and PATCH, job search, candidate search, picture upload and fetch —
 * for SCALE_SECONDS (60) at SCALE_CLIENTS (30) clients. Prints throughput, p95 and errors per
 * set-up, the upload and fetch p95 of the S3 store next to the local store's (one process), and
 * whether the request counts the processes' /metrics report equal what the clients sent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startCluster } from '../scripts/services/pgCluster';
import { startScaledApp, type ScaledApp } from '../scripts/services/scaledApp';
import { pngBytes } from '../server/test/imageFixtures';
import { call, passwordGrant, patchCurrentRole, signIn } from './httpClient';
import { percentile } from './server';

const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 30);
const PICTURE = pngBytes(400, 400);

type Operation =
  | 'sign-in'
  | 'profile read'
  | 'profile PATCH'
  | 'job search'
  | 'candidate search'
  | 'picture upload'
  | 'picture fetch';

interface Outcome {
  operation: Operation;
  ms: number;
  status: number;
  servedBy?: string;
}

/**
 * One client's loop: a candidate's session (her profile read and changed, her picture uploaded
 * and fetched, job searches, a sign-in now and then) interleaved with an employer's candidate
 * searches.
 */
async function client(
  baseUrl: string,
  until: number,
  outcomes: Outcome[],
  index: number,
): Promise<void> {
  const candidateToken = await signIn(baseUrl, 'candidate@matchboard.test');
  const employerToken = await signIn(baseUrl, 'employer@matchboard.test');
  const candidate = { Authorization: `Bearer ${candidateToken}` };
  const employer = { Authorization: `Bearer ${employerToken}` };
  const me = JSON.parse((await call(`${baseUrl}/api`, { headers: candidate })).body).meta.links.me
    .meta.id as string;
  const readUrl = `${baseUrl}/api/node/candidate_profile?filter[uid.id]=${me}&include=uid,field_technical_skills`;
  const profile = JSON.parse((await call(readUrl, { headers: candidate })).body).data[0] as {
    id: string;
  };
  const [organization] = JSON.parse(
    (
      await call(`${baseUrl}/api/organization/get_organizations_for_current_user`, {
        headers: employer,
      })
    ).body,
  ) as { nid: number }[];
  let pictureUrl: string | null = null;
  const steps: Array<[Operation, () => ReturnType<typeof call>]> = [
    ['profile read', () => call(readUrl, { headers: candidate })],
    ['profile PATCH', () => patchCurrentRole(baseUrl, candidate, profile.id, index)],
    ['job search', () => call(`${baseUrl}/api/jobs/search?_format=json&page=0&search=engineer`)],
    [
      'candidate search',
      () =>
        call(`${baseUrl}/api/candidates/export?_format=json&page=0&org_id=${organization.nid}`, {
          headers: employer,
        }),
    ],
    [
      'picture upload',
      async () => {
        const answer = await call(`${baseUrl}/api/node/candidate_profile/field_profile_picture`, {
          method: 'POST',
          headers: {
            ...candidate,
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': 'file; filename="bench.png"',
          },
          body: PICTURE,
        });
        if (answer.status === 201) pictureUrl = JSON.parse(answer.body).data.attributes.uri.url;
        return answer;
      },
    ],
    ['picture fetch', () => call(`${baseUrl}${pictureUrl}`)],
    ['job search', () => call(`${baseUrl}/api/jobs/search?_format=json&page=0`)],
  ];
  let i = index;
  while (Date.now() < until) {
    i += 1;
    // Before this client's first upload there is nothing of hers to fetch: it uploads instead.
    const step =
      steps[i % steps.length][0] === 'picture fetch' && !pictureUrl
        ? steps[4]
        : steps[i % steps.length];
    const [operation, run] =
      i % 25 === 0
        ? (['sign-in', () => passwordGrant(baseUrl, 'candidate@matchboard.test')] as const)
        : step;
    const started = performance.now();
    const answer = await run();
    outcomes.push({
      operation,
      ms: performance.now() - started,
      status: answer.status,
      servedBy: answer.servedBy,
    });
  }
}

/** Requests each process counted (health checks and scrapes left out), summed over processes. */
async function countedRequests(app: ScaledApp): Promise<number> {
  let total = 0;
  for (const server of app.servers) {
    const answer = await call(`${server.url}/metrics`, {
      headers: { Authorization: `Bearer ${app.metricsToken}` },
    });
    for (const line of answer.body.split('\n')) {
      const match = /^http_requests_total\{([^}]*)\} (\d+)$/.exec(line);
      if (match && !match[1].includes('route="/health/')) total += Number(match[2]);
    }
  }
  return total;
}

/** CPU seconds used so far by each part of the set-up, from /proc (Linux, 100 ticks a second). */
function cpuByComponent(): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
      const component =
        Number(pid) === process.pid
          ? 'load clients + S3 server'
          : command.includes('server/src/server.ts')
            ? 'Matchboard processes'
            : command.startsWith('postgres') || command.includes('/bin/postgres')
              ? 'PostgreSQL'
              : command.includes('haproxy')
                ? 'HAProxy'
                : null;
      if (component) totals[component] = (totals[component] ?? 0) + seconds;
    } catch {
      // The process ended meanwhile.
    }
  }
  return totals;
}

/** The machine's CPU time so far (/proc/stat, all cores): busy, waiting for the disk, idle. */
function machineCpu(): { busy: number; iowait: number; idle: number } {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq + steal, iowait, idle };
}

interface Run {
  cpu: Record<string, number>;
  machine: { busy: number; iowait: number; idle: number };
  label: string;
  outcomes: Outcome[];
  seconds: number;
  counted: number;
  sent: number;
  midRunScrape: number;
}

async function measure(
  label: string,
  options: { processes: number; files: 's3' | 'local'; databaseUrl: string },
): Promise<Run> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-bench-scale-'));
  const app = await startScaledApp({
    processes: options.processes,
    port: await freePort(),
    folder,
    files: options.files,
    env: {
      PORT: '',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: 'false',
      // Thirty clients share two accounts and one address: the limits are not what is measured.
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '1000000',
      RATE_LIMIT_UPLOADS_PER_USER: '1000000',
      MAX_UNUSED_FILES: '1000000',
    },
  });
  try {
    // Warm-up: each process has compiled its routes and filled its pool.
    const warm: Outcome[] = [];
    await Promise.all(
      Array.from({ length: 4 }, (_, i) => client(app.url, Date.now() + 5_000, warm, i)),
    );
    const before = await countedRequests(app);
    const cpuBefore = cpuByComponent();
    const machineBefore = machineCpu();
    const outcomes: Outcome[] = [];
    const started = Date.now();
    const until = started + SECONDS * 1000;
    let midRunScrape = 0;
    const scrape = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
      midRunScrape = (await countedRequests(app)) - before;
    })();
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => client(app.url, until, outcomes, i)),
    );
    await scrape;
    const seconds = (Date.now() - started) / 1000;
    const cpuAfter = cpuByComponent();
    const machineAfter = machineCpu();
    const ticks = (key: 'busy' | 'iowait' | 'idle') => machineAfter[key] - machineBefore[key];
    const allTicks = ticks('busy') + ticks('iowait') + ticks('idle');
    const machine = {
      busy: ticks('busy') / allTicks,
      iowait: ticks('iowait') / allTicks,
      idle: ticks('idle') / allTicks,
    };
    const cpu = Object.fromEntries(
      Object.entries(cpuAfter).map(([name, used]) => [
        name,
        (used - (cpuBefore[name] ?? 0)) / seconds,
      ]),
    );
    const counted = (await countedRequests(app)) - before;
    // Each client's set-up calls (two sign-ins, the entry point, the profile, the organization)
    // are requests too: five per client.
    const sent = outcomes.length + CLIENTS * 5;
    return { label, outcomes, seconds, counted, sent, midRunScrape, cpu, machine };
  } finally {
    await app.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const p95 = (outcomes: Outcome[]) =>
  outcomes.length
    ? percentile(
        outcomes.map((o) => o.ms),
        95,
      ).toFixed(0)
    : '-';

export async function benchScale(): Promise<void> {
  console.info(
    `\n== Scale: ${CLIENTS} clients, ${SECONDS} s per set-up, mixed load through HAProxy ==`,
  );
  const cluster = await startCluster();
  const runs: Run[] = [];
  try {
    runs.push(
      await measure('1 process, local disk', {
        processes: 1,
        files: 'local',
        databaseUrl: cluster.url,
      }),
    );
    runs.push(
      await measure('1 process, S3', { processes: 1, files: 's3', databaseUrl: cluster.url }),
    );
    runs.push(
      await measure('2 processes, S3', { processes: 2, files: 's3', databaseUrl: cluster.url }),
    );
  } finally {
    cluster.destroy();
  }
  const rows = [
    ['set-up', 'requests/s', 'p95 ms', 'errors', 'upload p95', 'fetch p95', '/metrics = sent'],
    ...runs.map((run) => {
      const errors = run.outcomes.filter((o) => o.status === 0 || o.status >= 400).length;
      const of = (operation: Operation) => run.outcomes.filter((o) => o.operation === operation);
      return [
        run.label,
        (run.outcomes.length / run.seconds).toFixed(0),
        p95(run.outcomes),
        String(errors),
        p95(of('picture upload')),
        p95(of('picture fetch')),
        `${run.counted} = ${run.sent} ${run.counted === run.sent ? 'yes' : 'NO'}`,
      ];
    }),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.info(row.map((cell, c) => cell.padEnd(widths[c])).join('  '));
  for (const run of runs) {
    const statuses = new Map<string, number>();
    for (const o of run.outcomes)
      statuses.set(String(o.status), (statuses.get(String(o.status)) ?? 0) + 1);
    const servers = new Map<string, number>();
    for (const o of run.outcomes)
      if (o.servedBy) servers.set(o.servedBy, (servers.get(o.servedBy) ?? 0) + 1);
    console.info(
      `${run.label}: statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}; served by ${[...servers].map(([s, n]) => `${s}×${n}`).join(', ')}; mid-run /metrics showed ${run.midRunScrape} requests`,
    );
    console.info(
      `  cores busy (of ${os.cpus().length}): ${Object.entries(run.cpu)
        .map(([name, cores]) => `${name} ${cores.toFixed(2)}`)
        .join(', ')}; machine ${(run.machine.busy * 100).toFixed(0)}% busy, ${(
        run.machine.iowait * 100
      ).toFixed(0)}% waiting for the disk, ${(run.machine.idle * 100).toFixed(0)}% idle`,
    );
  }
}
