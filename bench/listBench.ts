/**
 * What the list benches (jobs.ts, candidates.ts) share: the scenarios and their variants, the timing
 * of a list's raw SQL, of the API one request at a time, in a closed loop and at half load, and
 * the table that prints them against their targets.
 */
import http from 'node:http';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../server/src/db/connect';
import { CLIENTS, closedLoop } from './load';
import { percentile } from './server';

export const SECONDS = Number(process.env.BENCH_JOBS_SECONDS || 10);
const SERIAL_REQUESTS = 200;
const EXPLAIN_RUNS = 50;
const TARGET_P95_MS = 20;
const TARGET_RPS = 100;
const TARGET_RATIO = 1.3;

/** One request of a list: its URL and the SQL its repository function runs. */
export interface Variant {
  url: string;
  query: SQL;
}

export interface Scenario {
  name: string;
  token: string;
  variants: Variant[];
  /** Whether the requests/s target applies (the employer export). */
  throughputTarget: boolean;
  /** False for a row printed for context, which no target applies to. */
  target?: boolean;
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

export function get(url: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function timedGet(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await get(url, token);
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
  return performance.now() - started;
}

/** "Execution Time" of EXPLAIN ANALYZE, in ms, and the whole plan text. */
export async function explain(
  db: Db,
  query: SQL,
  timing: boolean,
): Promise<{ ms: number; plan: string }> {
  const options = sql.raw(`ANALYZE, BUFFERS${timing ? '' : ', TIMING OFF'}`);
  const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN (${options}) ${query}`);
  const plan = rows.map((row) => Object.values(row)[0]).join('\n');
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  if (!match) throw new Error(`no execution time in\n${plan}`);
  return { ms: Number(match[1]), plan };
}

export interface Figures {
  name: string;
  totals: number[];
  /** The raw query, sent through the driver until its rows are back. */
  sql: number[];
  /** EXPLAIN ANALYZE's "Execution Time": no planning, no rows sent. */
  execution: number[];
  serial: number[];
  loaded: number[];
  rps: number;
  /** Arrivals at half the closed loop's rate: the latencies, and the most requests in flight. */
  half: { rate: number; times: number[]; peak: number };
  throughputTarget: boolean;
  target?: boolean;
}

export async function measure(db: Db, scenario: Scenario, plans: string[]): Promise<Figures> {
  const { variants, token } = scenario;
  // Warm-up (not counted): every variant a few times, which also reads its total.
  const totals: number[] = [];
  for (const variant of variants) {
    const response = await get(variant.url, token);
    if (response.status !== 200) throw new Error(`${variant.url}: ${response.status}`);
    const rows = JSON.parse(response.body) as { total_rows: number }[];
    totals.push(rows[0]?.total_rows ?? 0);
    for (let i = 0; i < 4; i++) await timedGet(variant.url, token);
  }

  const execution: number[] = [];
  for (const [i, variant] of variants.entries()) {
    const { plan } = await explain(db, variant.query, true);
    plans.push(`-- ${scenario.name}, variant ${i + 1}: ${variant.url}\n${plan}\n`);
  }
  for (let i = 0; i < EXPLAIN_RUNS; i++)
    execution.push((await explain(db, variants[i % variants.length].query, false)).ms);
  const sqlTimes: number[] = [];
  for (let i = 0; i < EXPLAIN_RUNS; i++) {
    const started = performance.now();
    await queryRows(db, variants[i % variants.length].query);
    sqlTimes.push(performance.now() - started);
  }

  const serial: number[] = [];
  for (let i = 0; i < SERIAL_REQUESTS; i++)
    serial.push(await timedGet(variants[i % variants.length].url, token));

  const { times: loaded, rps } = await closedLoop(SECONDS, (i) =>
    timedGet(variants[i % variants.length].url, token),
  );
  const half = await openLoop(variants, token, rps / 2);
  return {
    name: scenario.name,
    totals,
    sql: sqlTimes,
    execution,
    serial,
    loaded,
    rps,
    half,
    throughputTarget: scenario.throughputTarget,
    target: scenario.target,
  };
}

/**
 * Requests arriving on their own at `rate` per second for SECONDS (a Poisson process with a fixed
 * seed, so bursts come as they do from many independent users), whether or not earlier ones have
 * been answered. At half the closed loop's rate this is the latency users see while the machine is
 * half busy, where the closed loop shows it saturated.
 */
async function openLoop(
  variants: Variant[],
  token: string,
  rate: number,
): Promise<Figures['half']> {
  let seed = 42;
  const uniform = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return (seed + 1) / (2 ** 31 + 1);
  };
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let peak = 0;
  const started = performance.now();
  let due = started;
  for (let i = 0; ; i++) {
    due += (-Math.log(uniform()) * 1000) / rate;
    if (due > started + SECONDS * 1000) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    pending.push(
      timedGet(variants[i % variants.length].url, token).then((time) => {
        times.push(time);
        inFlight -= 1;
      }),
    );
  }
  await Promise.all(pending);
  return { rate, times, peak };
}

export const ms = (value: number) => value.toFixed(1).padStart(6);

/**
 * API ÷ SQL for each variant (the p50s of its own requests and runs; the i-th sample of either is
 * variant i mod n), and for the variants together: the sum of their API p50s over the sum of their
 * SQL p50s, the time of running each once. Not the ratio of the two p50s over all samples: when
 * the variants take different times, that median falls between two of them and jumps from run to
 * run (a 100,000-profile demo search read 1.20 in one run and 1.61 in the next).
 */
function ratios(f: Figures): { ratio: number; perVariant: number[] } {
  const n = f.totals.length;
  const of = (samples: number[], v: number) =>
    percentile(
      samples.filter((_, i) => i % n === v),
      50,
    );
  const api = f.totals.map((_, v) => of(f.serial, v));
  const raw = f.totals.map((_, v) => of(f.sql, v));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return { ratio: sum(api) / sum(raw), perVariant: api.map((value, v) => value / raw[v]) };
}

/** Targets of a table: p95 under load, and the API ÷ SQL ratio. */
export interface Targets {
  title: string;
  p95: number;
  ratio: number;
}

export function printTable(
  where: string,
  figures: Figures[],
  targets: Targets = { title: 'Job lists', p95: TARGET_P95_MS, ratio: TARGET_RATIO },
): void {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.info(
    `\n${targets.title}, ${where}; times in ms, load average ${load} on ${os.availableParallelism()} cores:`,
  );
  const head =
    `${'list'.padEnd(30)} │ ${'exec p50'.padStart(8)} │ ${'SQL p50'.padStart(7)} ${'p95'.padStart(6)} │ ${'API p50'.padStart(7)} ${'p95'.padStart(6)} ${'ratio'.padStart(5)} │` +
    ` ${`${CLIENTS} clients req/s`.padStart(17)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │` +
    ` ${'½ load /s'.padStart(9)} ${'p95'.padStart(6)} ${'peak'.padStart(4)} │ targets`;
  console.info(head);
  console.info('─'.repeat(head.length + 30));
  for (const f of figures) {
    const [sql50, sql95] = [percentile(f.sql, 50), percentile(f.sql, 95)];
    const [api50, api95] = [percentile(f.serial, 50), percentile(f.serial, 95)];
    const [load50, load95, load99] = [50, 95, 99].map((p) => percentile(f.loaded, p));
    const { ratio } = ratios(f);
    const half95 = percentile(f.half.times, 95);
    const within = (value: number) => (value <= targets.p95 ? 'ok' : 'OVER');
    const verdicts =
      f.target === false
        ? ['(not a target)']
        : [
            `p95 ≤ ${targets.p95}: 1 client ${within(api95)}, ${CLIENTS} clients ${within(load95)}, ½ load ${within(half95)}`,
            ...(f.throughputTarget
              ? [`≥ ${TARGET_RPS}/s ${f.rps >= TARGET_RPS ? 'ok' : 'UNDER'}`]
              : []),
            `ratio ≤ ${targets.ratio} ${ratio <= targets.ratio ? 'ok' : 'OVER'}`,
          ];
    console.info(
      `${f.name.padEnd(30)} │ ${ms(percentile(f.execution, 50)).padStart(8)} │ ${ms(sql50).padStart(7)} ${ms(sql95)} │ ${ms(api50).padStart(7)} ${ms(api95)} ${ratio.toFixed(2).padStart(5)} │` +
        ` ${f.rps.toFixed(0).padStart(17)} ${ms(load50)} ${ms(load95)} ${ms(load99)} │` +
        ` ${f.half.rate.toFixed(0).padStart(9)} ${ms(half95)} ${String(f.half.peak).padStart(4)} │ ${verdicts.join(', ')}`,
    );
  }
  console.info(
    [
      `  exec: "Execution Time" of EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of the repository's query, ${EXPLAIN_RUNS} runs (no planning, no rows sent).`,
      `  SQL: the same query run raw ${EXPLAIN_RUNS} times through the app's connection, from sending it to having its rows.`,
      `  API: ${SERIAL_REQUESTS} requests one at a time; ratio = Σ API p50 ÷ Σ SQL p50 over the variants, each variant's p50 of its own`,
      `  samples (the API also reads the access token, and most routes the membership). ${CLIENTS} clients: closed loop for ${SECONDS} s.`,
      `  ½ load: requests arriving at random (Poisson) at half the closed loop's rate for ${SECONDS} s; peak = most in flight at once.`,
      ...figures.map(
        (f) =>
          `  ${f.name}: matching rows per variant ${f.totals.join(', ')}; API ÷ SQL per variant ${ratios(
            f,
          )
            .perVariant.map((r) => r.toFixed(2))
            .join(', ')}`,
      ),
    ].join('\n'),
  );
}

/** The terms of `vocabulary` whose `column` is each of `values`, by tid, in order. */
export const tidsOf = async (
  db: Db,
  vocabulary: string,
  column: 'name' | 'code',
  values: string[],
) => {
  const rows = await queryRows<{ tid: number; key: string }>(
    db,
    sql`SELECT tid, ${sql.raw(column)} AS key FROM taxonomy_terms WHERE vocabulary = ${vocabulary}`,
  );
  return values.map((value) => {
    const row = rows.find((r) => r.key === value);
    if (!row) throw new Error(`no ${vocabulary} term ${value}`);
    return Number(row.tid);
  });
};
