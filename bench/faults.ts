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
import { SERVER_ARGS } from '../scripts/serverNode.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startCluster } from '../scripts/services/pgCluster';
import { call } from './httpClient';
import { percentile } from './server';
import {
  type Api,
  CONNECT_TIMEOUT_MS,
  SHUTDOWN_TIMEOUT_S,
  STATEMENT_TIMEOUT_MS,
  everydayCalls,
  histogram,
  load,
  sleep,
  startApi,
  startSink,
} from './faultRig';

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
    const second = spawn(process.execPath, [...SERVER_ARGS], {
      env: {
        ...process.env,
        DATA_DIR: folder,
        DATABASE_URL: '',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
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
