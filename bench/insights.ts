/**
 * `npm run bench -- insights`: the dashboard's four chart aggregates and the candidate's figures
 * over HTTP, for an organization with 5,000 jobs (4,000 open) and 100,000 candidate events of
 * the last year: 80,000 job–candidate pairs its matching lists showed and 20,000 introductions, of which
 * 12,000 answered (8,000 accepted). Built on the candidates bench's 100,000 profiles and its
 * organization (seed-candidates first, or let this seed it), on PostgreSQL when
 * BENCH_DATABASE_URL is set. Each URL is timed one request at a time (200 each) and with ten
 * clients in a closed loop for INSIGHTS_SECONDS (10); the target is p95 ≤ 50 ms under that load.
 */
import { sql } from 'drizzle-orm';
import {
  candidateInsightsPath,
  funnelPath,
  introductionWeeksPath,
  jobTextsPath,
  matchesPerJobPath,
} from '@contract/insights/api';
import { queryRows, type Database, type Db } from '../server/src/db/connect';
import { openCandidateBenchDatabase, seedBenchCandidates } from './candidatesSeed';
import { readSeedMarker } from './benchDatabase';
import { agent, get, ms } from './listBench';
import { runListBench } from './listBenchRun';
import { closedLoop } from './load';
import { percentile } from './server';

const MARKER = 'bench_insights';
const JOBS = 5_000;
const OPEN_JOBS = 4_000;
const APPEARANCES = 80_000;
const INTRODUCTIONS = 20_000;
const SECONDS = Number(process.env.INSIGHTS_SECONDS || 10);
const SERIAL = 200;
const TARGET_P95_MS = 50;

interface InsightsSeed {
  organizationNid: number;
  employerUid: number;
  jobNid: number;
  candidateUid: number;
}

/** The organization's 5,000 jobs and its year of candidate events, once. */
async function seedInsights(database: Database): Promise<{ seed: InsightsSeed; created: boolean }> {
  const { db } = database;
  const base = (await seedBenchCandidates(database)).seed;
  const existing = await readSeedMarker<InsightsSeed>(db, MARKER);
  if (existing) return { seed: existing, created: false };
  const org = base.organizationNid;
  const skills = await queryRows<{ tid: number }>(
    db,
    sql`SELECT tid FROM taxonomy_terms WHERE vocabulary = 'technical_skills' ORDER BY tid LIMIT 60`,
  );
  const tids = skills.map((row) => Number(row.tid));
  // Jobs: created over two years; the newest 4,000 still open; a third of each wording.
  await db.execute(sql`INSERT INTO jobs (uuid, organization_nid, author_uid, created, changed,
      title, description, currency, salary_from, salary_to, city_name, remote_job,
      employment_type, professional_experience, valid_until, technical_skill_tids, gender_coding)
    SELECT gen_random_uuid(), ${org}, ${base.employerUid},
      now() - (g || ' hours')::interval, now() - (g || ' hours')::interval,
      'Insights job ' || g, '<p>Insights bench</p>', 'EUR', 50000, 70000, 'Berlin', 'hybrid',
      'full_time', '3-5',
      CASE WHEN g <= ${OPEN_JOBS} THEN (now() + interval '60 days')::date
           ELSE (now() - interval '10 days')::date END,
      ARRAY[(${`{${tids.join(',')}}`}::int[])[1 + g % ${tids.length}],
            (${`{${tids.join(',')}}`}::int[])[1 + (g * 7) % ${tids.length}]],
      (ARRAY['feminine', 'neutral', 'masculine', 'strongly masculine', 'neutral'])[1 + g % 5]
    FROM generate_series(1, ${JOBS}) AS g`);
  const jobs = await queryRows<{ nid: number }>(
    db,
    sql`SELECT nid FROM jobs WHERE organization_nid = ${org} ORDER BY created DESC, nid DESC`,
  );
  const jobNids = `{${jobs.map((row) => Number(row.nid)).join(',')}}`;
  const candidates = await queryRows<{ nid: number; uid: number }>(
    db,
    sql`SELECT nid, uid FROM candidate_profiles ORDER BY nid`,
  );
  const candidateNids = `{${candidates.map((row) => Number(row.nid)).join(',')}}`;
  // Appearances: 80,000 (job, candidate) pairs, last shown on a day of the last 365, first up
  // to 60 days before; and each candidate's reach of the organization, as the server keeps it.
  await db.execute(sql`INSERT INTO match_appearances
      (organization_nid, job_nid, candidate_nid, first_day, last_day)
    SELECT ${org}, (${jobNids}::int[])[1 + (g * 13) % ${jobs.length}],
      (${candidateNids}::int[])[1 + (g * 7919) % ${candidates.length}],
      (now() - ((g * 37) % 365 + g % 60 || ' days')::interval)::date,
      (now() - ((g * 37) % 365 || ' days')::interval)::date
    FROM generate_series(1, ${APPEARANCES}) AS g
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO match_reach (organization_nid, candidate_nid, first_day, last_day)
    SELECT organization_nid, candidate_nid, min(first_day), max(last_day) FROM match_appearances
    WHERE organization_nid = ${org} GROUP BY organization_nid, candidate_nid`);
  // Introductions over the last 365 days; 60 % answered within 0 to 96 hours, two thirds yes.
  await db.execute(sql`INSERT INTO candidate_introductions
      (organization_nid, candidate_nid, created, answered_at, accepted)
    SELECT ${org}, (${candidateNids}::int[])[1 + (g * 104729) % ${candidates.length}], t,
      CASE WHEN g % 5 < 3 THEN t + ((g * 11) % 96 || ' hours')::interval END,
      CASE WHEN g % 5 < 3 THEN g % 3 <> 0 END
    FROM generate_series(1, ${INTRODUCTIONS}) AS g,
      LATERAL (SELECT now() - ((g * 53) % 365 || ' days')::interval
                 - ((g * 17) % 24 || ' hours')::interval AS t) AS at`);
  const seed: InsightsSeed = {
    organizationNid: org,
    employerUid: base.employerUid,
    jobNid: Number(jobs[0].nid),
    candidateUid: Number(candidates[candidates.length >> 1].uid),
  };
  await db.execute(sql`VACUUM ANALYZE match_appearances`);
  await db.execute(sql`VACUUM ANALYZE match_reach`);
  await db.execute(sql`VACUUM ANALYZE candidate_introductions`);
  await db.execute(sql`VACUUM ANALYZE jobs`);
  await db.execute(sql`INSERT INTO settings (name, value) VALUES (${MARKER}, ${JSON.stringify(seed)})
    ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`);
  return { seed, created: true };
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await get(url, token);
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
  return performance.now() - started;
}

const count = async (db: Db, table: string) =>
  Number(
    (await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n,
  );

export async function benchInsights(): Promise<void> {
  await runListBench(
    'insights',
    {
      open: openCandidateBenchDatabase,
      seed: seedInsights,
      describe: () =>
        `${JOBS.toLocaleString('en')} jobs, ${APPEARANCES.toLocaleString('en')} job–candidate appearances and ${INTRODUCTIONS.toLocaleString('en')} introductions`,
    },
    async ({ db, where, base, tokenOf }, seed) => {
      // Tokens are issued for each URL: one lives shorter than the whole run.
      const employer = () => tokenOf(seed.employerUid);
      const candidate = () => tokenOf(seed.candidateUid);
      const org = seed.organizationNid;
      const json = '?_format=json';
      const urls: { name: string; url: string; token: () => Promise<string> }[] = [
        { name: 'funnel, 30 days', url: `${funnelPath(org)}${json}&days=30`, token: employer },
        { name: 'funnel, 365 days', url: `${funnelPath(org)}${json}&days=365`, token: employer },
        {
          name: 'funnel, 365 days, one job',
          url: `${funnelPath(org)}${json}&days=365&job=${seed.jobNid}`,
          token: employer,
        },
        {
          name: 'introductions, 90 days',
          url: `${introductionWeeksPath(org)}${json}&days=90`,
          token: employer,
        },
        {
          name: 'introductions, 365 days',
          url: `${introductionWeeksPath(org)}${json}&days=365`,
          token: employer,
        },
        { name: 'matches per job', url: `${matchesPerJobPath(org)}${json}`, token: employer },
        { name: 'job texts', url: `${jobTextsPath(org)}${json}`, token: employer },
        { name: 'her figures', url: `${candidateInsightsPath}${json}`, token: candidate },
      ];
      console.info(
        `\nHiring insights (${where}): ${(await count(db, 'jobs')).toLocaleString('en')} jobs, ` +
          `${(await count(db, 'match_appearances')).toLocaleString('en')} job–candidate appearances (${(await count(db, 'match_reach')).toLocaleString('en')} candidates), ` +
          `${(await count(db, 'candidate_introductions')).toLocaleString('en')} introductions; ` +
          `one request at a time (${SERIAL}) and ten clients for ${SECONDS} s each`,
      );
      console.info(
        `${'aggregate'.padEnd(28)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}   ${'p50'.padStart(6)} ${'p95'.padStart(6)}  req/s  target p95 ≤ ${TARGET_P95_MS} ms`,
      );
      // As autovacuum keeps them in a running database (migrations since the seed rewrote rows).
      for (const table of [
        'candidate_introductions',
        'introduction_days',
        'funnel_days',
        'job_funnel_days',
        'match_reach',
        'match_appearances',
      ]) {
        await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
      }
      let misses = 0;
      // The matches chart counts what it has not counted in ten minutes: its first answer.
      await db.execute(sql`DELETE FROM job_match_counts`);
      const first = await timed(`${base}${matchesPerJobPath(org)}${json}`, await employer());
      // Ten minutes later the kept counts are answered, and counted again behind the answer.
      await db.execute(
        sql`UPDATE job_match_counts SET counted_at = counted_at - interval '11 minutes'`,
      );
      const stale = await timed(`${base}${matchesPerJobPath(org)}${json}`, await employer());
      console.info(
        `matches per job, counting all 50 jobs the first time: ${first.toFixed(0)} ms; ten minutes later: ${stale.toFixed(1)} ms (the kept counts, counted again behind the answer)`,
      );
      // The recount ends before the loops below measure.
      await new Promise((resolve) => setTimeout(resolve, 3 * first));
      // Her figures count her skill suggestion over every open job, then keep it ten minutes.
      await db.execute(sql`DELETE FROM candidate_skill_suggestions`);
      const suggested = await timed(`${base}${candidateInsightsPath}${json}`, await candidate());
      console.info(
        `her figures, counting her skill suggestion over ${(await count(db, 'jobs WHERE valid_until >= current_date')).toLocaleString('en')} open jobs: ${suggested.toFixed(1)} ms (then kept ten minutes)`,
      );
      for (const { name, url, token: tokenFor } of urls) {
        const full = `${base}${url}`;
        const token = await tokenFor();
        for (let i = 0; i < 5; i++) await timed(full, token);
        const serial: number[] = [];
        for (let i = 0; i < SERIAL; i++) serial.push(await timed(full, token));
        const loaded = await closedLoop(SECONDS, () => timed(full, token));
        const p95 = percentile(loaded.times, 95);
        if (p95 > TARGET_P95_MS) misses += 1;
        console.info(
          `${name.padEnd(28)} ${ms(percentile(serial, 50))} ${ms(percentile(serial, 95))}   ${ms(percentile(loaded.times, 50))} ${ms(p95)} ${loaded.rps.toFixed(0).padStart(6)}  ${p95 <= TARGET_P95_MS ? 'ok' : 'MISSED'}`,
        );
      }
      console.info(
        misses === 0
          ? `Every aggregate answers within ${TARGET_P95_MS} ms at p95 under load.`
          : `${misses} aggregate(s) missed ${TARGET_P95_MS} ms at p95 under load.`,
      );
      agent.destroy();
    },
  );
}
