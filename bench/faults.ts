/**
 * `npm run bench -- faults`: what the server does when its database, its mail server or its own
 * process fails, against a throwaway PostgreSQL cluster this script creates (Debian's
 * postgresql) and an SMTP sink (smtp-server) it can stop and start:
 *
 * - mixed load (sign-in, profile read and PATCH, job and candidate search) at 10 and 30 clients;
 * - PostgreSQL stopped for 10 s (fast, then immediate) under 5 clients: process deaths, what the
 *   clients got meanwhile, time to the first 200 once it is back;
 * - PostgreSQL frozen (SIGSTOP) for 20 s: requests that waited longer than the timeouts allow;
 * - SMTP down for 60 s while 20 accounts register: mails lost, time to deliver all after;
 * - acknowledged registrations lost across SIGTERM and SIGKILL, and SIGTERM to exit with a
 *   keep-alive client connected;
 * - a second server on the same embedded (PGlite) data folder;
 * - DATA_DIR on a full disk (a tmpfs; root only): answers, log lines, files left, recovery.
 * FAULTS_ONLY=mixed runs the mixed load only, FAULTS_ONLY=disk the full disk only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, startCluster } from '../scripts/services/pgCluster';
import { call, passwordGrant, patchCurrentRole, signIn } from './httpClient';
import { percentile } from './server';

const STATEMENT_TIMEOUT_MS = 5000;
const CONNECT_TIMEOUT_MS = 3000;
const SHUTDOWN_TIMEOUT_S = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------------------------------- */
/* An SMTP sink that can go away.                                                               */
/* ------------------------------------------------------------------------------------------- */

async function startSink(port: number, received: Map<string, number>) {
  let server: SMTPServer | null = null;
  const up = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            for (const to of session.envelope.rcptTo) received.set(to.address, Date.now());
            callback();
          });
        },
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { up, down };
}

/* ------------------------------------------------------------------------------------------- */
/* The server, as its own process.                                                              */
/* ------------------------------------------------------------------------------------------- */

interface Api {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startApi(
  env: Record<string, string>,
  port: number,
  output?: (chunk: string) => void,
): Promise<Api> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('server', 'src', 'server.ts')],
    {
      stdio: ['ignore', output ? 'pipe' : 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'fatal',
        CHECK_RESPONSES: 'false',
        STATIC_DIR: path.join(os.tmpdir(), 'matchboard-faults-no-dist'),
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_S),
        // The registrations of this bench come from one address.
        RATE_LIMIT_REGISTER_PER_ADDRESS: '100000',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
        ...env,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (output) child.stdout?.on('data', (chunk: Buffer) => output(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr.trim()}`);
    try {
      // /api answers on every version of the server, so the mixed load can be compared with an
      // older checkout (FAULTS_ONLY=mixed, see bench/README.md).
      if ((await fetch(`${baseUrl}/api`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 3 minutes');
    await sleep(200);
  }
  return { baseUrl, child, exited };
}

/* ------------------------------------------------------------------------------------------- */
/* Clients.                                                                                     */
/* ------------------------------------------------------------------------------------------- */

interface Outcome {
  at: number;
  ms: number;
  status: number;
  retryAfter: boolean;
}

/** The everyday calls of the mixed load, each a function answering with its outcome. */
async function everydayCalls(baseUrl: string) {
  const candidate = {
    Authorization: `Bearer ${await signIn(baseUrl, 'candidate@matchboard.test')}`,
  };
  const employer = { Authorization: `Bearer ${await signIn(baseUrl, 'employer@matchboard.test')}` };
  const me = JSON.parse((await call(`${baseUrl}/api`, { headers: candidate })).body).meta.links.me
    .meta.id;
  const readUrl = `${baseUrl}/api/node/candidate_profile?filter[uid.id]=${me}&include=uid,field_technical_skills`;
  const profile = JSON.parse((await call(readUrl, { headers: candidate })).body).data[0];
  const [organization] = JSON.parse(
    (
      await call(`${baseUrl}/api/organization/get_organizations_for_current_user`, {
        headers: employer,
      })
    ).body,
  ) as { nid: number }[];
  let n = 0;
  const calls: Array<() => Promise<{ status: number; retryAfter: boolean }>> = [
    () => call(readUrl, { headers: candidate }),
    () => {
      n += 1;
      return patchCurrentRole(baseUrl, candidate, profile.id, n);
    },
    () => call(`${baseUrl}/api/jobs/search?_format=json&page=0`),
    () => call(`${baseUrl}/api/jobs/search?_format=json&page=0&search=engineer`),
    () =>
      call(`${baseUrl}/api/candidates/export?_format=json&page=0&org_id=${organization.nid}`, {
        headers: employer,
      }),
  ];
  // One sign-in in twenty calls (argon2id: the costliest call there is).
  const signInCall = () => passwordGrant(baseUrl, 'candidate@matchboard.test');
  let i = 0;
  return () => {
    i += 1;
    return i % 20 === 0 ? signInCall() : calls[i % calls.length]();
  };
}

/** `clients` loops calling `next` until `ms` have passed; every outcome, timed from the start. */
async function load(
  clients: number,
  ms: number,
  next: () => Promise<{ status: number; retryAfter: boolean }>,
  events: Array<[number, () => void | Promise<void>]> = [],
): Promise<{ outcomes: Outcome[]; started: number }> {
  const outcomes: Outcome[] = [];
  const started = Date.now();
  const end = started + ms;
  const timeline = (async () => {
    for (const [at, event] of events) {
      await sleep(Math.max(0, started + at - Date.now()));
      await event();
    }
  })();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const t0 = Date.now();
        const { status, retryAfter } = await next();
        outcomes.push({ at: t0 - started, ms: Date.now() - t0, status, retryAfter });
        // A refused connection answers at once: do not spin on it.
        if (status === 0) await sleep(50);
      }
    }),
  );
  await timeline;
  return { outcomes, started };
}

const histogram = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const { status, retryAfter } of outcomes) {
    const key =
      status === 503
        ? `503${retryAfter ? '+Retry-After' : ' without Retry-After'}`
        : status === 0
          ? 'no answer'
          : String(status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `${key}: ${count}`).join(', ');
};

/* ------------------------------------------------------------------------------------------- */
/* The scenarios.                                                                               */
/* ------------------------------------------------------------------------------------------- */

export async function benchFaults(): Promise<void> {
  console.info('\n== faults: database, mail server and process failures ==');
  if (process.env.FAULTS_ONLY === 'disk') {
    printRows([await fullDisk()]);
    return;
  }
  const cluster = await startCluster();
  const smtpPort = await freePort();
  const received = new Map<string, number>();
  const sink = await startSink(smtpPort, received);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-faults-'));
  const env = {
    DATABASE_URL: cluster.url,
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  const port = await freePort();
  let api = await startApi(env, port);
  let deaths = 0;
  const watch = (server: Api) =>
    void server.exited.then(({ code, signal }) => {
      if (!stopping) {
        deaths += 1;
        console.info(`  ! the server died: code ${code}, signal ${signal}`);
      }
    });
  let stopping = false;
  watch(api);
  const rows: string[][] = [];
  try {
    const next = await everydayCalls(api.baseUrl);

    // Mixed load.
    const only = process.env.FAULTS_ONLY;
    for (const clients of [10, 30]) {
      await load(clients, 2000, next); // warm-up
      const { outcomes } = await load(clients, 10_000, next);
      const errors = outcomes.filter((o) => o.status !== 200).length;
      const times = outcomes.map((o) => o.ms);
      rows.push([
        `mixed load, ${clients} clients, 10 s`,
        `${(outcomes.length / 10).toFixed(0)} req/s, ${errors} errors${errors ? ` (${histogram(outcomes.filter((o) => o.status !== 200))})` : ''}, p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`,
      ]);
    }

    if (only === 'mixed') {
      stopping = true;
      printRows(rows);
      return;
    }

    // PostgreSQL stopped for 10 s.
    for (const mode of ['fast', 'immediate'] as const) {
      let backAt = 0;
      const { outcomes, started } = await load(5, 25_000, next, [
        [3000, () => cluster.stop(mode)],
        [
          13_000,
          () => {
            cluster.start();
            backAt = Date.now();
          },
        ],
      ]);
      const during = outcomes.filter(
        (o) => o.at >= 3000 && o.at + o.ms < backAt - started && o.status !== 200,
      );
      const firstOk = outcomes
        .filter((o) => started + o.at + o.ms >= backAt && o.status === 200)
        .map((o) => started + o.at + o.ms)
        .sort((a, b) => a - b)[0];
      rows.push([
        `PostgreSQL stopped (${mode}) 10 s, 5 clients`,
        `during: ${histogram(during)}; slowest refusal ${Math.max(0, ...during.map((o) => o.ms))} ms; first 200 ${firstOk ? `${((firstOk - backAt) / 1000).toFixed(2)} s` : 'never'} after it was back; deaths so far ${deaths}`,
      ]);
    }

    // PostgreSQL frozen for 20 s, under twice as many clients as the pool has connections.
    {
      // One deadline per request (connect plus statement timeout), plus what answering takes.
      const bound = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 250;
      const { outcomes } = await load(20, 30_000, next, [
        [3000, () => cluster.signal('SIGSTOP')],
        [23_000, () => cluster.signal('SIGCONT')],
      ]);
      const frozen = outcomes.filter((o) => o.at >= 3000 && o.at < 23_000);
      const tooLong = frozen.filter((o) => o.ms > bound);
      rows.push([
        'PostgreSQL frozen (SIGSTOP) 20 s, 20 clients',
        `${histogram(frozen)}; longest wait ${Math.max(0, ...frozen.map((o) => o.ms))} ms; waits over ${bound} ms: ${tooLong.length}; deaths so far ${deaths}`,
      ]);
      await sleep(2000);
    }

    // SMTP down for 60 s.
    {
      await sink.down();
      const addresses = Array.from(
        { length: 20 },
        (_, i) => `faults.${Date.now()}.${i}@example.test`,
      );
      let acknowledged = 0;
      for (const mail of addresses) {
        const answer = await call(`${api.baseUrl}/api/user/register/candidate?_format=json`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mail, pass: 'correct horse battery' }),
        });
        if (answer.status === 200) acknowledged += 1;
      }
      await sleep(60_000);
      const backAt = Date.now();
      await sink.up();
      const deadline = backAt + 180_000;
      while (Date.now() < deadline && addresses.some((a) => !received.has(a))) await sleep(500);
      const delivered = addresses.filter((a) => received.has(a));
      const last = Math.max(...delivered.map((a) => received.get(a) as number));
      rows.push([
        'SMTP down 60 s, 20 registrations',
        `${acknowledged} acknowledged, ${addresses.length - delivered.length} lost; all delivered ${delivered.length === addresses.length ? `${((last - backAt) / 1000).toFixed(1)} s` : 'not'} after the mail server was back`,
      ]);
    }

    // Acknowledged writes across SIGTERM and SIGKILL.
    const database = new pg.Pool({ connectionString: cluster.url, max: 2 });
    try {
      for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
        const acknowledged: string[] = [];
        let k = 0;
        stopping = true;
        const registering = load(5, 6000, async () => {
          k += 1;
          const mail = `ack.${signal}.${Date.now()}.${k}@example.test`;
          const answer = await call(`${api.baseUrl}/api/user/register/candidate?_format=json`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ mail, pass: 'correct horse battery' }),
          });
          if (answer.status === 200) acknowledged.push(mail);
          return answer;
        });
        await sleep(2000);
        const killedAt = Date.now();
        api.child.kill(signal);
        const exit = await api.exited;
        const exitMs = Date.now() - killedAt;
        await registering;
        api = await startApi(env, port);
        stopping = false;
        watch(api);
        const { rows: found } = await database.query<{ mail: string }>(
          'SELECT mail FROM users WHERE mail = ANY($1)',
          [acknowledged],
        );
        rows.push([
          `${signal} under 5 registering clients`,
          `${acknowledged.length} acknowledged, ${acknowledged.length - found.length} lost; exit ${exit.signal ?? exit.code} after ${exitMs} ms`,
        ]);
      }
    } finally {
      await database.end();
    }

    // SIGTERM with a keep-alive client connected.
    {
      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
      await call(`${api.baseUrl}/api/jobs/search?_format=json&page=0`, { agent: keepAlive });
      stopping = true;
      const at = Date.now();
      api.child.kill('SIGTERM');
      const exit = await api.exited;
      rows.push([
        'SIGTERM with an idle keep-alive client',
        `exit ${exit.code} after ${Date.now() - at} ms (deadline ${SHUTDOWN_TIMEOUT_S} s)`,
      ]);
      keepAlive.destroy();
    }
    rows.push(['server process deaths (not asked for)', String(deaths)]);
  } finally {
    stopping = true;
    if (api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    await sink.down();
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // Two servers on one embedded data folder.
  {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-faults-pglite-'));
    const first = await startApi(
      { DATA_DIR: folder, DATABASE_URL: '', SEED_DEMO: 'false' },
      await freePort(),
    );
    const second = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('server', 'src', 'server.ts')],
      {
        env: {
          ...process.env,
          DATA_DIR: folder,
          DATABASE_URL: '',
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let said = '';
    second.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    rows.push([
      'second server on a held PGlite folder',
      `exit ${code}: ${said.trim().split('\n')[0]}`,
    ]);
    first.child.kill('SIGTERM');
    await first.exited;
    fs.rmSync(folder, { recursive: true, force: true });
  }

  rows.push(await fullDisk());
  printRows(rows);
}

/**
 * DATA_DIR on a full disk (a 64 MB tmpfs, filled): 40 registrations (the embedded database and
 * the mail outbox write there), what they were answered, the warnings logged, empty files left,
 * readiness; then the disk is freed and a registration answers 200 without a restart.
 */
async function fullDisk(): Promise<string[]> {
  const name = 'DATA_DIR on a full disk (PGlite, 40 registrations)';
  if (process.getuid?.() !== 0) return [name, 'not run: mounting a tmpfs needs root'];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matchboard-faults-disk-'));
  const { execFileSync } = await import('node:child_process');
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', folder]);
  let logged = '';
  const server = await startApi(
    { DATA_DIR: folder, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    await freePort(),
    (chunk) => (logged += chunk),
  );
  try {
    const stats = fs.statfsSync(folder);
    fs.writeFileSync(
      path.join(folder, 'filler'),
      Buffer.alloc(Math.max(0, stats.bavail * stats.bsize - 64 * 1024)),
    );
    const statuses = new Map<number, number>();
    for (let i = 0; i < 40; i += 1) {
      const answer = await call(`${server.baseUrl}/api/user/register/candidate?_format=json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          mail: `disk.${Date.now()}.${i}@example.test`,
          pass: 'correct horse battery',
        }),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    await sleep(1500);
    const ready = await call(`${server.baseUrl}/health/ready`);
    const outbox = path.join(folder, 'outbox');
    const empty = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).filter((file) => fs.statSync(path.join(outbox, file)).size === 0)
          .length
      : 0;
    const warnings = logged.split('\n').filter((line) => line.includes('disk full')).length;
    const lines = logged.split('\n').filter(Boolean).length;
    fs.rmSync(path.join(folder, 'filler'));
    await sleep(1500);
    const after = await call(`${server.baseUrl}/api/user/register/candidate?_format=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mail: `disk.after.${Date.now()}@example.test`,
        pass: 'correct horse battery',
      }),
    });
    return [
      name,
      `${[...statuses].map(([status, n]) => `${status}: ${n}`).join(', ')}; ready ${ready.status}; ` +
        `${lines} log lines (${warnings} "disk full"); ${empty} empty mail files; ` +
        `disk freed: next registration ${after.status}`,
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    execFileSync('umount', [folder]);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function printRows(rows: string[][]): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, figure] of rows) console.info(`${name.padEnd(width)}  ${figure}`);
}
