/**
 * Oversized bodies from anonymous clients: how fast the server refuses a body of 60,000 unknown
 * members (a 758 KB form to /oauth/token, the same as JSON to the registration and password-reset
 * routes), how large the refusal is, and what a 10 s flood of them from 4 clients does to an
 * ordinary request (the job search) next to its idle latency.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { percentile, startServer } from './server';

const MEMBERS = 60_000;
const FLOOD_CLIENTS = 4;
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
export const SEARCH = '/api/jobs/search?page=0';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; bytes: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent,
        headers: {
          ...options.headers,
          ...(options.body ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {}),
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started }),
        );
      },
    );
    // A server that refuses a body from its Content-Length answers and closes the connection
    // before the client has written it all: the client's write fails (EPIPE) or the socket is
    // reset, and the answer may never be read. Either way the request was refused: status 0.
    request.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }));
    request.end(options.body);
  });
}

const keys = Array.from({ length: MEMBERS }, (_, i) => `k${i}`);
const form = keys.map((key) => `${key}=x`).join('&');
const json = JSON.stringify(Object.fromEntries(keys.map((key) => [key, 'x'])));
// The same within the anonymous routes' body limit, so the body is read, parsed and refused
// for its shape.
const formKeys = keys.slice(0, 7_000);
const smallForm = formKeys.map((key) => `${key}=x`).join('&');
const jsonKeys = keys.slice(0, 5_000);
const smallJson = JSON.stringify(Object.fromEntries(jsonKeys.map((key) => [key, 'x'])));
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const JSON_BODY = { 'Content-Type': 'application/json' };

const attacks = [
  {
    name: 'POST /oauth/token (form)',
    path: '/oauth/token',
    method: 'POST',
    headers: FORM,
    body: form,
  },
  {
    name: 'POST /api/user/register/candidate',
    path: '/api/user/register/candidate?_format=json',
    method: 'POST',
    headers: JSON_BODY,
    body: json,
  },
  {
    name: 'POST /api/user/password-reset',
    path: '/api/user/password-reset?_format=json',
    method: 'POST',
    headers: JSON_BODY,
    body: json,
  },
  {
    name: 'PATCH /api/user/password-reset',
    path: '/api/user/password-reset?_format=json',
    method: 'PATCH',
    headers: JSON_BODY,
    body: json,
  },
  // The pre-rendered pages' forms, sent before the app ran, and an SPA page.
  ...['/', '/sign-up', '/forgotten-password', '/jobs'].map((path) => ({
    name: `POST ${path} (page, form)`,
    path,
    method: 'POST',
    headers: { ...FORM, Accept: 'text/html' },
    body: form,
  })),
  {
    name: 'POST /api/candidate_access_process',
    path: '/api/candidate_access_process?token=not-a-token&action=accept',
    method: 'POST',
    headers: JSON_BODY,
    body: json,
  },
  {
    name: 'POST /api/job-alerts/unsubscribe/{token}',
    path: '/api/job-alerts/unsubscribe/1.not-a-token',
    method: 'POST',
    headers: FORM,
    body: form,
  },
  {
    name: 'POST /api/organization_invitation/{secret}',
    path: '/api/organization_invitation/not-a-secret?_format=json',
    method: 'POST',
    headers: JSON_BODY,
    body: json,
  },
  {
    name: `POST /oauth/token (form, ${formKeys.length} members)`,
    path: '/oauth/token',
    method: 'POST',
    headers: FORM,
    body: smallForm,
  },
  {
    name: `POST …/register/candidate (${jsonKeys.length} members)`,
    path: '/api/user/register/candidate?_format=json',
    method: 'POST',
    headers: JSON_BODY,
    body: smallJson,
  },
];

/** The job search's latencies, one request every 50 ms for `seconds`, as a user's page asks. */
export async function searchLatencies(baseUrl: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const { status, ms } = await call(`${baseUrl}${SEARCH}`);
    if (status !== 200) throw new Error(`job search answered ${status}`);
    times.push(ms);
    // One search every 50 ms, as a user's page would: the probe is not load of its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

/**
 * The job search's latencies (as `searchLatencies`) while a flood runs: `script` with `args` in a
 * process of its own at the lowest CPU priority, until SIGTERM; answers them with what the flood
 * printed. An attacker's machine is not the server's, and on two shared cores the load
 * generator's own work (writing 4,000 bodies a second) would otherwise count as the server's.
 */
export async function searchUnderFlood(
  baseUrl: string,
  seconds: number,
  [script, ...args]: string[],
  env: Record<string, string>,
): Promise<{ loaded: number[]; report: string }> {
  const flood = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let report = '';
  flood.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
  const exited = new Promise((resolve) => flood.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await searchLatencies(baseUrl, seconds);
  flood.kill('SIGTERM');
  await exited;
  return { loaded, report };
}

export async function benchFlood(): Promise<void> {
  const server = await startServer(
    {
      // The flood would otherwise be cut short by the per-address limits after a few requests;
      // the point is what one request costs, whoever sends it.
      RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000000',
      RATE_LIMIT_RESET_PER_ADDRESS: '1000000',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    { spa: false },
  );
  try {
    console.info(
      `\nOversized bodies: ${MEMBERS.toLocaleString('en')} unknown members (form ${(form.length / 1024).toFixed(0)} KiB, JSON ${(json.length / 1024).toFixed(0)} KiB), ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
    );
    console.info('  one request each (median of 5; target ≤ 20 ms and a body under 4 KB):');
    for (const attack of attacks) {
      const runs = [];
      for (let i = 0; i < 5; i++) {
        runs.push(
          await call(`${server.baseUrl}${attack.path}`, {
            method: attack.method,
            headers: attack.headers,
            body: attack.body,
          }),
        );
      }
      const ms = percentile(
        runs.map((run) => run.ms),
        50,
      );
      const { status, bytes } = runs[0];
      console.info(
        `  ${attack.name.padEnd(44)} ${status}, ${ms.toFixed(1)} ms, body ${bytes.toLocaleString('en')} B ${ms <= 20 && bytes < 4096 ? 'ok' : 'OVER'}`,
      );
    }

    await searchLatencies(server.baseUrl, 2); // warm-up
    const idle = await searchLatencies(server.baseUrl, FLOOD_SECONDS);
    const { loaded, report } = await searchUnderFlood(
      server.baseUrl,
      FLOOD_SECONDS,
      [__filename, server.baseUrl],
      { FLOOD_CLIENT: '1' },
    );
    const sent = Number(report.trim() || 0);
    const idleP95 = percentile(idle, 95);
    const loadedP95 = percentile(loaded, 95);
    console.info(`  ${SEARCH}, one request every 50 ms:`);
    console.info(
      `    idle        p50 ${percentile(idle, 50).toFixed(1)} ms, p95 ${idleP95.toFixed(1)} ms (${idle.length} requests)`,
    );
    console.info(
      `    under flood p50 ${percentile(loaded, 50).toFixed(1)} ms, p95 ${loadedP95.toFixed(1)} ms, max ${Math.max(...loaded).toFixed(0)} ms (${loaded.length} requests; ${FLOOD_CLIENTS} clients sent ${sent} oversized bodies in ${FLOOD_SECONDS} s)`,
    );
    console.info(
      `    p95 ratio ${(loadedP95 / idleP95).toFixed(2)} (target ≤ 2: ${loadedP95 <= 2 * idleP95 ? 'ok' : 'OVER'})`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The flood itself, run as `FLOOD_CLIENT=1 node --import tsx bench/flood.ts BASE_URL`. */
async function floodClient(baseUrl: string): Promise<void> {
  let sent = 0;
  let flooding = true;
  process.once('SIGTERM', () => (flooding = false));
  await Promise.all(
    Array.from({ length: FLOOD_CLIENTS }, async (_, client) => {
      for (let i = client; flooding; i++) {
        const attack = attacks[i % attacks.length];
        await call(`${baseUrl}${attack.path}`, {
          method: attack.method,
          headers: attack.headers,
          body: attack.body,
        });
        sent++;
      }
    }),
  );
  agent.destroy();
  process.stdout.write(`${sent}\n`);
}

if (process.env.FLOOD_CLIENT === '1') void floodClient(process.argv[2]);
