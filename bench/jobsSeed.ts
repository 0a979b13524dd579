/**
 * `npm run bench -- seed-jobs`: fills a database with 50,000 job postings over 500
 * organizations (one of them with 5,000), an employer who is a member of that big organization
 * and a candidate, for the jobs bench. The database is PGlite in data/bench-jobs/pglite (or
 * BENCH_PGLITE_DIR), or the PostgreSQL of BENCH_DATABASE_URL or DATABASE_URL. The server's
 * migrations run first. A database seeded before is left as it is; one that holds other
 * organizations or jobs is refused.
 */
import { sql } from 'drizzle-orm';
import { ROLE_IDS } from '../contract/auth';
import { queryRows, type Database, type Db } from '../server/src/db/connect';
import { hashPassword } from '../server/src/auth/password';
import { seedReferenceTerms } from '../server/src/reference/termRepository';
import { generateJob, jobCounts, organizationNames, type GeneratedJob } from './jobsData';
import { randomGenerator } from './random';
import { benchTarget, openBench, readSeedMarker } from './benchDatabase';
import { locateRows } from '../server/src/search/places';

export const BENCH_JOB_COUNT = 50_000;
export const BENCH_ORGANIZATION_COUNT = 500;
export const BENCH_BIG_ORGANIZATION_JOBS = 5_000;
export const BENCH_PASSWORD = 'bench-password-1';
export const EMPLOYER_MAIL = 'bench-employer@matchboard.bench';
export const CANDIDATE_MAIL = 'bench-candidate@matchboard.bench';
/** The settings row that marks a database as seeded by this script, with what it holds. */
const MARKER = 'bench_jobs';
/** Rows per INSERT: one JSON parameter of a few MB. */
const BATCH = 2_500;

/** What a seeded database holds, read back by the bench. */
export interface BenchSeed {
  jobs: number;
  organizations: number;
  bigOrganizationNid: number;
  employerUid: number;
  candidateUid: number;
  seededAt: string;
}

/** Where the jobs bench's data lives: PostgreSQL when a URL is set, PGlite otherwise. */
export const benchDatabaseTarget = () => benchTarget('bench-jobs');

/** Opens the jobs bench's database and runs the server's migrations on it. */
export const openBenchDatabase = () => openBench('bench-jobs');

/** The marker of a seeded database, or null. */
export const readBenchSeed = (db: Db) => readSeedMarker<BenchSeed>(db, MARKER);

const count = async (db: Db, table: string) =>
  Number(
    (await queryRows<{ n: string | number }>(db, sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]
      .n,
  );

/**
 * Seeds the bench data in one transaction, then VACUUM ANALYZE. Returns the marker (the old one
 * when the database was seeded before) and whether this call did the work.
 */
export async function seedBenchJobs(
  database: Database,
  now: Date = new Date(),
): Promise<{ seed: BenchSeed; created: boolean }> {
  const { db } = database;
  const existing = await readBenchSeed(db);
  if (existing) return { seed: existing, created: false };
  const [organizations, jobs] = [await count(db, 'organizations'), await count(db, 'jobs')];
  if (organizations > 0 || jobs > 0)
    throw new Error(
      `The database already holds ${organizations} organizations and ${jobs} jobs that the bench did not create; seed-jobs only fills an empty database (use a new PGlite folder with BENCH_PGLITE_DIR, or a new PostgreSQL database).`,
    );

  // Reference terms are seeded by the app at start; the jobs point at them, so seed them first.
  await seedReferenceTerms(db);
  const terms = await queryRows<{ tid: number; vocabulary: string; name: string; code: string }>(
    db,
    sql`SELECT tid, vocabulary, name, code FROM taxonomy_terms
        WHERE vocabulary IN ('technical_skills', 'country')`,
  );
  const skillTid = new Map(
    terms.filter((t) => t.vocabulary === 'technical_skills').map((t) => [t.name, t.tid]),
  );
  const countryTid = new Map(
    terms.filter((t) => t.vocabulary === 'country').map((t) => [t.code, t.tid]),
  );
  const passHash = await hashPassword(BENCH_PASSWORD);

  const random = randomGenerator(20260514);
  const names = organizationNames(random, BENCH_ORGANIZATION_COUNT);
  const counts = jobCounts(BENCH_ORGANIZATION_COUNT, BENCH_JOB_COUNT, BENCH_BIG_ORGANIZATION_JOBS);
  const generated: GeneratedJob[] = [];
  for (let org = 0; org < names.length; org++)
    for (let i = 0; i < counts[org]; i++) generated.push(generateJob(random, org, names[org], now));
  const activeDay = now.toISOString().slice(0, 10);

  const seed = await db.transaction(async (tx) => {
    const insertUser = async (mail: string, role: string) =>
      (
        await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO users (uuid, name, mail, pass_hash, status, roles, created, changed)
              VALUES (gen_random_uuid(), ${mail}, ${mail}, ${passHash}, true,
                      ${`{${role}}`}::text[], ${now}, ${now})
              RETURNING id`,
        )
      )[0];
    const employer = await insertUser(EMPLOYER_MAIL, ROLE_IDS.employer);
    const candidate = await insertUser(CANDIDATE_MAIL, ROLE_IDS.candidate);

    const orgRows = names.map((title, org) => {
      const own = generated.filter((job) => job.org === org);
      const active = own.filter((job) => job.valid_until >= activeDay);
      return {
        title,
        // One in fifty organizations is unpublished; its jobs stay out of the candidate search.
        status: org === 0 || org % 50 !== 7,
        description: `<p>${title} builds software for people who need it. We hire across ${new Set(own.map((job) => job.city_name).filter(Boolean)).size} cities.</p>`,
        email: `jobs@${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.bench`,
        job_quota: Math.max(10, active.length),
        featured_job_quota: Math.max(3, active.filter((job) => job.sticky).length),
        created: new Date(now.getTime() - (600 + (org % 300)) * 86_400_000).toISOString(),
      };
    });
    const inserted = await queryRows<{ nid: number; title: string }>(
      tx,
      sql`INSERT INTO organizations (uuid, created, changed, title, status, contact_email,
            company_description, job_quota, featured_job_quota)
          SELECT gen_random_uuid(), r.created, r.created, r.title, r.status, r.email,
                 r.description, r.job_quota, r.featured_job_quota
          FROM json_to_recordset(${JSON.stringify(orgRows)}::json) AS r(title text,
            status boolean, description text, email text, job_quota integer,
            featured_job_quota integer, created timestamptz)
          RETURNING nid, title`,
    );
    const nidOf = new Map(inserted.map((row) => [row.title, Number(row.nid)]));
    const orgNids = names.map((title) => nidOf.get(title) as number);
    await tx.execute(
      sql`INSERT INTO organization_members (organization_nid, user_id, owner, first_name, last_name, created)
          VALUES (${orgNids[0]}, ${employer.id}, true, 'Bench', 'Employer', ${now})`,
    );

    for (let start = 0; start < generated.length; start += BATCH) {
      const batch = generated
        .slice(start, start + BATCH)
        .map(({ org, skills, country, ...job }) => ({
          ...job,
          organization_nid: orgNids[org],
          author_uid: org === 0 ? employer.id : null,
          country_tid: country === null ? null : (countryTid.get(country) ?? null),
          technical_skill_tids: skills.map((name) => {
            const tid = skillTid.get(name);
            if (tid === undefined) throw new Error(`unknown technical skill ${name}`);
            return tid;
          }),
        }));
      await tx.execute(
        sql`INSERT INTO jobs (uuid, organization_nid, author_uid, created, changed, title,
              description, experience_requirements, currency, salary_from, salary_to, city_name,
              state, country_tid, remote_job, employment_type, professional_experience,
              apply_url, identifier, application_method, valid_until, technical_skill_tids,
              sticky)
            SELECT gen_random_uuid(), r.organization_nid, r.author_uid, r.created, r.created,
              r.title, r.description, r.experience_requirements, r.currency, r.salary_from,
              r.salary_to, r.city_name, r.state, r.country_tid, r.remote_job,
              r.employment_type, r.professional_experience, r.apply_url, r.identifier,
              r.application_method, r.valid_until, r.technical_skill_tids, r.sticky
            FROM json_to_recordset(${JSON.stringify(batch)}::json) AS r(
              organization_nid integer, author_uid integer, created timestamptz, title text,
              description text, experience_requirements text, currency text,
              salary_from integer, salary_to integer, city_name text, state text,
              country_tid integer, remote_job text, employment_type text,
              professional_experience text, apply_url text, identifier text,
              application_method text, valid_until date, technical_skill_tids integer[],
              sticky boolean)`,
      );
    }

    const marker: BenchSeed = {
      jobs: generated.length,
      organizations: orgNids.length,
      bigOrganizationNid: orgNids[0],
      employerUid: employer.id,
      candidateUid: candidate.id,
      seededAt: now.toISOString(),
    };
    await tx.execute(
      sql`INSERT INTO settings (name, value) VALUES (${MARKER}, ${JSON.stringify(marker)})`,
    );
    return marker;
  });
  // Where they are, for the distance filter (the server does it on each write).
  await locateRows(db, 'jobs');
  // Fresh statistics for the planner, and a visibility map so index-only scans can skip the heap.
  for (const table of ['jobs', 'organizations', 'organization_members', 'users', 'taxonomy_terms'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  return { seed, created: true };
}

export async function benchSeedJobs(): Promise<void> {
  const started = performance.now();
  const { database, where } = await openBenchDatabase();
  try {
    const { seed, created } = await seedBenchJobs(database);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = await queryRows<{ jobs: string; active: string; sticky: string }>(
      database.db,
      sql`SELECT count(*) AS jobs,
                 count(*) FILTER (WHERE valid_until >= ${new Date().toISOString().slice(0, 10)}) AS active,
                 count(*) FILTER (WHERE sticky) AS sticky FROM jobs`,
    );
    const { jobs, active, sticky } = counts[0];
    console.info(
      `\nseed-jobs (${where}): ${created ? `seeded in ${seconds} s` : `already seeded on ${seed.seededAt}, nothing to do`}`,
    );
    console.info(
      `  ${Number(jobs).toLocaleString('en')} jobs (${Number(active).toLocaleString('en')} active, ${Number(sticky).toLocaleString('en')} featured) over ${seed.organizations} organizations`,
    );
    console.info(
      `  big organization nid ${seed.bigOrganizationNid} with ${BENCH_BIG_ORGANIZATION_JOBS.toLocaleString('en')} jobs; its employer ${EMPLOYER_MAIL}, candidate ${CANDIDATE_MAIL}, password ${BENCH_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}
