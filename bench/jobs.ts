/**
 * `npm run bench -- jobs`: the job lists over the seeded bench database (seed-jobs; seeded
 * first when empty). The app is built in this process and listens on 127.0.0.1; the load comes
 * from this process too, over kept-alive node:http connections (autocannon is not installed).
 *
 * For each list: the SQL of the repository (the same builder the route uses) run raw 50 times
 * through the app's own database connection, timed from sending it to having its rows (p50/p95),
 * and the "Execution Time" of EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) of it for context (that
 * leaves out planning and sending the rows); the API one request at a time (p50/p95, and its
 * ratio to the raw SQL); then 10 clients in a closed loop for about 10 s (requests/s,
 * p50/p95/p99). PGlite by default, PostgreSQL with BENCH_DATABASE_URL or
 * DATABASE_URL. The plans are written to bench/results/.
 */
import { sql } from 'drizzle-orm';
import { JOB_PAGE_SIZE, JOB_SEARCH_PATH, jobExportPath } from '../contract/jobs';
import {
  EMPTY_JOB_LIST_FILTERS,
  EMPTY_JOB_SEARCH_FILTERS,
  defaultJobSort,
  encodeJobListFilters,
  encodeJobSearchFilters,
  type JobListFilters,
  type JobSearchFilters,
} from '../contract/jobFilters';
import { queryRows, type Db } from '../server/src/db/connect';
import { exportOrganizationJobsQuery, searchJobsQuery } from '../server/src/jobs/listQueries';
import { listSearchOf, prepareListSearch } from '../server/src/search/listSearch';
import { matchFactsOfUser } from '../server/src/scoring/facts';
import { BENCH_BIG_ORGANIZATION_JOBS, openBenchDatabase, seedBenchJobs } from './jobsSeed';
import { printTable, type Scenario, type Variant } from './listBench';
import { runListBench } from './listBenchRun';

/**
 * Gives the bench candidate a profile to rank jobs for, once (the seed makes her account only):
 * Python (Expert), SQL (Advanced), Go (Intermediate), 5-10 years, full time, hybrid, in Berlin,
 * 70,000–90,000 EUR, no visa needed.
 */
async function benchCandidateProfile(db: Db, uid: number): Promise<void> {
  const made = await queryRows<{ nid: number }>(
    db,
    sql`INSERT INTO candidate_profiles (uuid, uid, created, changed, title, first_name, last_name,
          city_text, country_tid, professional_experience, looking_for_opportunities, remote_work,
          visa_sponsorship_required, salary_from, salary_to, currency)
        SELECT gen_random_uuid(), ${uid}, now(), now(), 'Bench Candidate', 'Bench', 'Candidate',
          'Berlin', (SELECT tid FROM taxonomy_terms WHERE vocabulary = 'country' AND code = 'DE'),
          '5-10', '{full_time}', 'hybrid', '{no}', 70000, 90000, 'EUR'
        WHERE NOT EXISTS (SELECT 1 FROM candidate_profiles WHERE uid = ${uid})
        RETURNING nid`,
  );
  if (!made[0]) return;
  const skills: [string, string][] = [
    ['Python', 'expert'],
    ['SQL', 'advanced'],
    ['Go', 'intermediate'],
  ];
  for (const [delta, [name, level]] of skills.entries())
    await db.execute(sql`INSERT INTO candidate_profile_skills (nid, kind, delta, tid, level)
      SELECT ${made[0].nid}, 'technical', ${delta}, tid, ${level} FROM taxonomy_terms
      WHERE vocabulary = 'technical_skills' AND name = ${name}`);
}

/** The search texts of the job search's scenario with words. */
const JOB_SEARCH_WORDS = ['senior engineer', 'data scientist', 'backend'];

export async function benchJobs(): Promise<void> {
  await runListBench(
    'jobs',
    {
      open: openBenchDatabase,
      seed: seedBenchJobs,
      describe: (seed) => `${seed.jobs} jobs over ${seed.organizations} organizations`,
    },
    async ({ db, where, base, now, tokenOf, measureAll, skill, country }, seed) => {
      // What autovacuum does on a live database: a migration that rewrote the table (019 added a
      // generated column) leaves its visibility map empty, and no index-only scan pays until then.
      await db.execute(sql`VACUUM (ANALYZE) jobs`);
      const employer = await tokenOf(seed.employerUid);
      const candidate = await tokenOf(seed.candidateUid);

      // The typo readings of the texts below, which the variants' SQL then includes as the
      // server's does (listSearchOf reads them from the last minute's).
      for (const text of [
        'engineer',
        'senior',
        'data',
        'platform',
        'enginer',
        'pyhton',
        ...JOB_SEARCH_WORDS,
      ])
        await prepareListSearch(db, { search: text, locations: [] });
      const exportVariant = (filters: Partial<JobListFilters>, page: number): Variant => {
        const full = { ...EMPTY_JOB_LIST_FILTERS, ...filters };
        return {
          url: `${base}${jobExportPath(seed.bigOrganizationNid)}?_format=json&page=${page}${encodeJobListFilters(full)}`,
          query: exportOrganizationJobsQuery(
            seed.bigOrganizationNid,
            full,
            listSearchOf(full, db),
            page,
            now,
            true,
          ),
        };
      };
      const searchVariant = (filters: Partial<JobSearchFilters>): Variant => {
        const full = { ...EMPTY_JOB_SEARCH_FILTERS, ...filters };
        return {
          url: `${base}${JOB_SEARCH_PATH}?_format=json&page=0${encodeJobSearchFilters(full)}`,
          query: searchJobsQuery(full, listSearchOf(full, db), 0, now, {
            by: defaultJobSort(full.search),
          }),
        };
      };

      const exportFilters: Partial<JobListFilters>[] = [
        {
          search: 'engineer',
          skills: await skill('TypeScript', 'JavaScript', 'React'),
          remote: ['remote', 'hybrid'],
        },
        {
          search: 'senior',
          skills: await skill('Python', 'Go', 'Java', 'Kotlin'),
          remote: ['remote', 'hybrid'],
        },
        { search: 'data', skills: await skill('Python', 'SQL'), remote: ['hybrid', 'no'] },
        {
          search: 'platform',
          skills: await skill('Kubernetes', 'AWS', 'Terraform'),
          remote: ['remote', 'hybrid', 'no'],
        },
      ];
      // Pages 0 to 2 of each filter set: every page counts all matching rows anyway.
      const exportVariants = [0, 1, 2].flatMap((page) =>
        exportFilters.map((filters) => exportVariant(filters, page)),
      );

      const searchFilters: Partial<JobSearchFilters>[] = [
        {
          skills: await skill('React', 'TypeScript'),
          countries: await country('US', 'DE', 'GB'),
          employment: ['full_time'],
        },
        {
          skills: await skill('Python'),
          countries: await country('DE', 'NL'),
          employment: ['full_time', 'contract'],
        },
        {
          skills: await skill('Java', 'Kotlin', 'Go'),
          countries: await country('US'),
          employment: ['full_time'],
        },
      ];
      const words = JOB_SEARCH_WORDS;

      const scenarios: Scenario[] = [
        {
          name: 'export: words+skills+remote',
          token: employer,
          variants: exportVariants,
          throughputTarget: true,
        },
        {
          name: 'search: skills+country+type',
          token: candidate,
          variants: searchFilters.map((filters) => searchVariant(filters)),
          throughputTarget: false,
        },
        {
          name: 'search: … + words',
          token: candidate,
          variants: searchFilters.map((filters, i) =>
            searchVariant({ ...filters, search: words[i] }),
          ),
          throughputTarget: false,
        },
        {
          // Issue 46: a typo, a city and the jobs around it, most relevant first.
          name: 'search: words + km of a city',
          token: candidate,
          variants: [
            searchVariant({ search: 'enginer', locations: ['Berlin'], distance: 50 }),
            searchVariant({ search: 'data', locations: ['Amsterdam'], distance: 100 }),
            searchVariant({
              search: 'pyhton',
              locations: ['London'],
              distance: 25,
              remote: ['remote', 'hybrid'],
            }),
          ],
          throughputTarget: false,
        },
        {
          // Not a target of the issue: the first page of /jobs, which counts every active job.
          name: 'search: no filter',
          token: candidate,
          variants: [searchVariant({})],
          throughputTarget: false,
          target: false,
        },
      ];

      const figures = await measureAll(scenarios);
      printTable(
        `${where}: ${seed.jobs.toLocaleString('en')} jobs over ${seed.organizations} organizations, pages of ${JOB_PAGE_SIZE}; the export is the big organization's (${BENCH_BIG_ORGANIZATION_JOBS.toLocaleString('en')} jobs), read by its employer`,
        figures,
      );

      // Talent matching (issue 24): /jobs in best-match order for the bench candidate.
      await benchCandidateProfile(db, seed.candidateUid);
      const her = await matchFactsOfUser(db, seed.candidateUid);
      const bestMatchVariant = (filters: Partial<JobSearchFilters>): Variant => {
        const full = { ...EMPTY_JOB_SEARCH_FILTERS, ...filters };
        return {
          url: `${base}${JOB_SEARCH_PATH}?_format=json&page=0${encodeJobSearchFilters(full)}&sort=best_match`,
          query: searchJobsQuery(full, listSearchOf(full, db), 0, now, {
            by: 'best_match',
            rankFor: her,
          }),
        };
      };
      const matching = await measureAll([
        {
          name: 'best match: no filter',
          token: candidate,
          variants: [bestMatchVariant({})],
          throughputTarget: false,
        },
        {
          name: 'best match: country+type',
          token: candidate,
          variants: searchFilters.map(({ countries, employment }) =>
            bestMatchVariant({ countries, employment }),
          ),
          throughputTarget: false,
        },
      ]);
      printTable(
        `${where}: ${seed.jobs.toLocaleString('en')} jobs; the top ${JOB_PAGE_SIZE} for one candidate, every job the filters find scored`,
        matching,
        { title: 'Best match', p95: 50, ratio: 1.3 },
      );
    },
  );
}
