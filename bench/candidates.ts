/**
 * `npm run bench -- candidates`: the employer's candidate search over the seeded bench database
 * (seed-candidates; seeded first when empty), measured like the job lists (bench/jobs.ts): the
 * repository's SQL under EXPLAIN ANALYZE, the API one request at a time and its ratio to the
 * SQL, then 10 clients for about 10 s. Each search has three filters and search words and counts
 * its matches (`total_rows`, exact up to 10,000, then "more than"). PGlite by default, PostgreSQL
 * with BENCH_DATABASE_URL or DATABASE_URL. The plans are written to bench/results/.
 */
import { sql } from 'drizzle-orm';
import {
  CANDIDATE_DEMO_EXPORT_PATH,
  CANDIDATE_EXPORT_PATH,
  EMPTY_CANDIDATE_FILTERS,
  encodeCandidateFilters,
  type CandidateFilters,
} from '../contract/candidates';
import { candidateSearchQuery } from '../server/src/candidates/searchRepository';
import { listSearchOf, prepareListSearch } from '../server/src/search/listSearch';
import { MATCH_PAGE_SIZE, MATCH_POOL, matchingCandidatesPath } from '../contract/matching/api';
import type { MatchJob } from '../contract/matching/score';
import { rankCandidatesQuery } from '../server/src/matching/candidateMatches';
import { queryRows, type Db } from '../server/src/db/connect';
import { openCandidateBenchDatabase, seedBenchCandidates } from './candidatesSeed';
import { printTable, tidsOf, type Scenario, type Variant } from './listBench';
import { runListBench } from './listBenchRun';

/**
 * A job of the bench organization for the matching list (made once, then found by its title):
 * TypeScript, React and Node.js, hybrid in Berlin, full time, 3-5 years, 60,000–80,000 EUR.
 */
async function benchMatchingJob(
  db: Db,
  organizationNid: number,
  authorUid: number,
  facts: MatchJob,
): Promise<number> {
  const title = 'Bench matching job';
  const found = await queryRows<{ nid: number }>(
    db,
    sql`SELECT nid FROM jobs WHERE organization_nid = ${organizationNid} AND title = ${title}`,
  );
  if (found[0]) return Number(found[0].nid);
  const made = await queryRows<{ nid: number }>(
    db,
    sql`INSERT INTO jobs (uuid, organization_nid, author_uid, created, changed, title, description,
          currency, salary_from, salary_to, city_name, country_tid, remote_job, employment_type,
          professional_experience, valid_until, technical_skill_tids)
        VALUES (gen_random_uuid(), ${organizationNid}, ${authorUid}, now(), now(), ${title},
          '<p>Matching bench</p>', 'EUR', ${facts.salary?.from ?? null}, ${facts.salary?.to ?? null},
          ${facts.city}, ${facts.countryTid}, ${facts.remote}, ${facts.employmentType},
          ${facts.experience}, (now() + interval '60 days')::date,
          ${`{${facts.skills.join(',')}}`}::int[])
        RETURNING nid`,
  );
  return Number(made[0].nid);
}

export async function benchCandidates(): Promise<void> {
  await runListBench(
    'candidates',
    {
      open: openCandidateBenchDatabase,
      seed: seedBenchCandidates,
      describe: (seed) => `${seed.candidates.toLocaleString('en')} candidates`,
    },
    async ({ db, where, base, now, tokenOf, measureAll, skill, country }, seed) => {
      const token = await tokenOf(seed.employerUid);
      const org = seed.organizationNid;
      const viewer = { organizationNid: org, organizationTitle: 'Bench', userId: seed.employerUid };
      const source = (...names: string[]) => tidsOf(db, 'candidate_source', 'name', names);

      // The typo readings of the texts below, which the variants' SQL then includes as the
      // server's does (listSearchOf reads them from the last minute's).
      for (const text of ['engineer', 'data', 'berlin developer', 'lovelace'])
        await prepareListSearch(db, { search: text, locations: [] });
      const variant = (filters: Partial<CandidateFilters>, demo = false): Variant => {
        const full = { ...EMPTY_CANDIDATE_FILTERS, ...filters };
        const path = demo ? CANDIDATE_DEMO_EXPORT_PATH : CANDIDATE_EXPORT_PATH;
        return {
          url: `${base}${path}?_format=json&page=0&org_id=${org}${encodeCandidateFilters(full, org)}`,
          query: candidateSearchQuery(full, listSearchOf(full, db), { ...viewer, demo }, 0, now),
        };
      };
      const threeFilters: Partial<CandidateFilters>[] = [
        {
          search: 'engineer',
          skills: await skill('TypeScript', 'React'),
          countries: await country('DE', 'NL', 'GB'),
          experience: ['3-5', '5-10'],
        },
        {
          search: 'data',
          skills: await skill('Python', 'SQL'),
          skillsOperator: 'all',
          cvUploaded: true,
          newProfiles: 12,
        },
        {
          search: 'berlin developer',
          sources: await source('LinkedIn', 'Meetup', 'Referral'),
          openProfiles: true,
          countries: await country('DE'),
        },
        {
          search: 'lovelace',
          skills: await skill('Go', 'Rust', 'Java'),
          experience: ['10+'],
          newProfiles: 6,
        },
      ];
      const scenarios: Scenario[] = [
        {
          name: 'full: 3 filters + words',
          token,
          variants: threeFilters.map((filters) => variant(filters)),
          throughputTarget: false,
        },
        {
          name: 'demo: 3 filters + words',
          token,
          variants: threeFilters.map((filters) => variant(filters, true)),
          throughputTarget: false,
        },
        {
          name: 'status: requested',
          token,
          variants: [variant({ status: 'requested' }), variant({ status: 'connected' })],
          throughputTarget: false,
          target: false,
        },
        {
          // Not a target: the first page of /candidates/filter, which counts up to the limit.
          name: 'no filter',
          token,
          variants: [variant({})],
          throughputTarget: false,
          target: false,
        },
      ];
      // CANDIDATES_ONLY=matching measures the matching list alone (a million profiles take minutes).
      if (process.env.CANDIDATES_ONLY !== 'matching') {
        const figures = await measureAll(scenarios);
        const p95 = seed.candidates >= 1_000_000 ? 300 : 50;
        printTable(
          `${where}: ${seed.candidates.toLocaleString('en')} candidates, pages of 50, counts exact up to 10,000`,
          figures,
          { title: 'Candidate search', p95, ratio: 1.3 },
        );
      }

      // Talent matching (issue 24): the candidates who fit one of the organization's jobs.
      const matchJob: MatchJob = {
        skills: await skill('TypeScript', 'React', 'Node.js'),
        experience: '3-5',
        employmentType: 'full_time',
        remote: 'hybrid',
        countryTid: (await country('DE'))[0],
        city: 'Berlin',
        salary: { from: 60_000, to: 80_000, currency: 'EUR' },
      };
      const jobNid = await benchMatchingJob(db, org, seed.employerUid, matchJob);
      const fullViewer = { ...viewer, demo: false };
      const matchVariant = (page: number): Variant => ({
        url: `${base}${matchingCandidatesPath(org, jobNid)}?_format=json&page=${page}`,
        query: rankCandidatesQuery(matchJob, fullViewer, page, new Date()),
      });
      const matching = await measureAll([
        {
          name: 'matching: top 60 (pages 0–2)',
          token,
          variants: [0, 1, 2].map(matchVariant),
          throughputTarget: false,
        },
      ]);
      printTable(
        `${where}: ${seed.candidates.toLocaleString('en')} candidates; a job's matching list ranks the newest ${MATCH_POOL.toLocaleString('en')} who share one of its skills, pages of ${MATCH_PAGE_SIZE}`,
        matching,
        { title: 'Matching candidates', p95: seed.candidates >= 1_000_000 ? 400 : 100, ratio: 1.3 },
      );
    },
  );
}
