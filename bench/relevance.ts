/**
 * `npm run bench -- relevance` (issue 46): recall@20 and nDCG@10 of the job search and the
 * candidate search on the labelled query set (relevanceSet.ts), for the search before issue 46
 * (word prefixes on the vectors of migrations 005 and 007, newest first) and today's (typos,
 * synonyms, accents, relevance order, distance). The bench databases are the jobs bench's 50,000
 * jobs and the candidates bench's 100,000 profiles (seeded when empty); RELEVANCE_ONLY=jobs or
 * =candidates runs one part (on PostgreSQL, each part reads BENCH_DATABASE_URL, so run them apart
 * when the two seeds live in two databases).
 */
import { sql, type SQL } from 'drizzle-orm';
import { EMPTY_CANDIDATE_FILTERS, type CandidateFilters } from '../contract/candidates';
import {
  EMPTY_JOB_SEARCH_FILTERS,
  defaultJobSort,
  type JobSearchFilters,
} from '../contract/jobFilters';
import { ACTIVE, searchCandidates } from '../server/src/candidates/searchRepository';
import { textArray } from '../server/src/db/arrays';
import { queryRows, type Database, type Db } from '../server/src/db/connect';
import { searchJobs } from '../server/src/jobs/listQueries';
import { locateRows } from '../server/src/search/places';
import { openCandidateBenchDatabase, seedBenchCandidates } from './candidatesSeed';
import { openBenchDatabase, seedBenchJobs } from './jobsSeed';
import {
  CANDIDATE_QUERIES,
  JOB_QUERIES,
  type Expectation,
  type LabelledQuery,
  type QueryKind,
} from './relevanceSet';

/** A result as the expectations read it. */
interface Document {
  nid: number;
  title: string;
  city: string | null;
  remote: boolean;
  skills: string[];
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** 2, 1 or 0: how good a result is for what the query expects (relevanceSet.ts). */
export function grade(expect: Expectation, document: Document): number {
  if (expect.cities) {
    const inPlace = document.city !== null && expect.cities.includes(document.city);
    if (!inPlace && !(expect.remoteToo && document.remote)) return 0;
  }
  const title = words(document.title);
  if (expect.title?.some((alternative) => alternative.every((word) => title.has(word)))) return 2;
  if (expect.skills?.some((skill) => document.skills.includes(skill))) return 1;
  if (expect.allSkills?.every((skill) => document.skills.includes(skill))) return 1;
  const textless = !expect.title && !expect.skills && !expect.allSkills;
  return textless ? 1 : 0;
}

/** recall@20 and nDCG@10 of a ranked list of nids against the graded documents. */
export function measure(
  ranked: number[],
  grades: Map<number, number>,
): { recall: number; ndcg: number; relevant: number } {
  const relevant = [...grades.values()].filter((g) => g > 0);
  const gain = (g: number) => 2 ** g - 1;
  const dcg = ranked
    .slice(0, 10)
    .reduce((sum, nid, i) => sum + gain(grades.get(nid) ?? 0) / Math.log2(i + 2), 0);
  const ideal = relevant
    .sort((a, b) => b - a)
    .slice(0, 10)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  const found = ranked.slice(0, 20).filter((nid) => (grades.get(nid) ?? 0) > 0).length;
  return {
    recall: relevant.length === 0 ? 1 : found / Math.min(20, relevant.length),
    ndcg: ideal === 0 ? 1 : dcg / ideal,
    relevant: relevant.length,
  };
}

interface Outcome {
  query: LabelledQuery;
  part: 'jobs' | 'candidates';
  before: { recall: number; ndcg: number };
  now: { recall: number; ndcg: number };
  relevant: number;
}

/** The outcome of one query: the ranked results before and now, measured against the grades. */
function judge(
  part: Outcome['part'],
  query: LabelledQuery,
  corpus: Document[],
  before: number[],
  now: number[],
): Outcome {
  const grades = new Map(corpus.map((doc) => [doc.nid, grade(query.expect, doc)]));
  const after = measure(now, grades);
  return { query, part, before: measure(before, grades), now: after, relevant: after.relevant };
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The tokens the search before issue 46 made of a text: letters and digits, each a prefix. */
const oldTokens = (search: string) => [
  ...new Set((search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20)),
];

async function jobsPart(): Promise<Outcome[]> {
  const { database } = await openBenchDatabase();
  try {
    await seedBenchJobs(database);
    const { db } = database;
    await locateRows(db, 'jobs');
    await keepOldJobVectors(database);
    const now = new Date();
    const documents = await queryRows<{
      nid: number;
      title: string;
      city_name: string | null;
      remote_job: string;
      skills: string[];
    }>(
      db,
      sql`SELECT j.nid, j.title, j.city_name, j.remote_job,
            ARRAY(SELECT t.name FROM taxonomy_terms t WHERE t.tid = ANY (j.technical_skill_tids)) AS skills
          FROM jobs j JOIN organizations o ON o.nid = j.organization_nid
          WHERE j.valid_until >= ${today(now)} AND o.status`,
    );
    const corpus = documents.map((row) => ({
      nid: Number(row.nid),
      title: row.title,
      city: row.city_name,
      remote: row.remote_job === 'remote',
      skills: row.skills,
    }));
    const outcomes: Outcome[] = [];
    for (const query of JOB_QUERIES) {
      const filters: JobSearchFilters = {
        ...EMPTY_JOB_SEARCH_FILTERS,
        search: query.search ?? '',
        locations: query.location ?? [],
        distance: query.distance ?? null,
        remote: query.remote ?? [],
      };
      const fresh = await searchJobs(db, filters, 0, now, { by: defaultJobSort(filters.search) });
      outcomes.push(
        judge(
          'jobs',
          query,
          corpus,
          await oldJobSearch(db, filters, now),
          fresh.map((row) => row.nid),
        ),
      );
    }
    return outcomes;
  } finally {
    await database.close();
  }
}

/**
 * The jobs' vectors as migration 005 made them (title, description, requirements; English; no
 * accents folded, no skills), kept beside the jobs so the search before can be run as it was.
 */
async function keepOldJobVectors(database: Database): Promise<void> {
  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_old_job_search AS
    SELECT nid, setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', regexp_replace(description, '<[^>]*>', ' ', 'g')), 'B') ||
      setweight(to_tsvector('english',
        regexp_replace(coalesce(experience_requirements, ''), '<[^>]*>', ' ', 'g')), 'C') AS search
    FROM jobs`);
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS bench_old_job_search_gin ON bench_old_job_search USING gin (search)`,
  );
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS bench_old_job_search_nid ON bench_old_job_search (nid)`,
  );
}

/** The job search before issue 46: prefixes, the exact city, featured then newest. */
async function oldJobSearch(db: Db, filters: JobSearchFilters, now: Date): Promise<number[]> {
  const where: SQL[] = [sql`j.valid_until >= ${today(now)}`, sql`o.status`];
  const tokens = oldTokens(filters.search);
  if (tokens.length > 0)
    where.push(
      sql`s.search @@ to_tsquery('english', ${tokens.map((token) => `${token}:*`).join(' & ')})`,
    );
  if (filters.remote.length > 0) where.push(sql`j.remote_job = ANY(${textArray(filters.remote)})`);
  if (filters.locations.length > 0)
    where.push(
      sql`lower(regexp_replace(j.city_name, '[[:space:]-]+', ' ', 'g')) = ANY(${textArray(
        filters.locations.map((city) =>
          city
            .toLowerCase()
            .replace(/[\s-]+/g, ' ')
            .trim(),
        ),
      )})`,
    );
  const rows = await queryRows<{ nid: number }>(
    db,
    sql`SELECT j.nid FROM jobs j JOIN organizations o ON o.nid = j.organization_nid
        JOIN bench_old_job_search s ON s.nid = j.nid
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY j.sticky DESC, j.created DESC, j.nid DESC LIMIT 20`,
  );
  return rows.map((row) => Number(row.nid));
}

async function candidatesPart(): Promise<Outcome[]> {
  const { database } = await openCandidateBenchDatabase();
  try {
    const { seed } = await seedBenchCandidates(database);
    const { db } = database;
    await locateRows(db, 'candidate_profiles');
    await keepOldCandidateVectors(database);
    const now = new Date();
    // Who the search shows: active, confirmed, and not contacted by the organization yet.
    const visible = sql`${ACTIVE} AND NOT EXISTS (SELECT 1 FROM candidate_connections x
      WHERE x.candidate_nid = p.nid AND x.organization_nid = ${seed.organizationNid}
        AND x.status IN ('requested', 'connected'))`;
    const documents = await queryRows<{
      nid: number;
      role: string;
      city_text: string | null;
      skills: string[];
    }>(
      db,
      sql`SELECT p.nid, p.current_role_text AS role, p.city_text,
            ARRAY(SELECT t.name FROM candidate_profile_skills s JOIN taxonomy_terms t ON t.tid = s.tid
                  WHERE s.nid = p.nid AND s.kind = 'technical') AS skills
          FROM candidate_profiles p WHERE ${visible}`,
    );
    const corpus = documents.map((row) => ({
      nid: Number(row.nid),
      title: row.role ?? '',
      city: row.city_text,
      remote: false,
      skills: row.skills,
    }));
    const viewer = {
      organizationNid: seed.organizationNid,
      userId: seed.employerUid,
      demo: false,
    };
    const outcomes: Outcome[] = [];
    for (const query of CANDIDATE_QUERIES) {
      const filters: CandidateFilters = {
        ...EMPTY_CANDIDATE_FILTERS,
        search: query.search ?? '',
        locations: query.location ?? [],
        distance: query.distance ?? null,
      };
      const { records } = await searchCandidates(db, filters, viewer, 0, now);
      outcomes.push(
        judge(
          'candidates',
          query,
          corpus,
          await oldCandidateSearch(db, filters, visible),
          records.map((record) => record.nid),
        ),
      );
    }
    return outcomes;
  } finally {
    await database.close();
  }
}

/** The profiles' public vectors as migration 007 made them ('simple', no accents folded). */
async function keepOldCandidateVectors(database: Database): Promise<void> {
  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_old_candidate_search AS
    SELECT p.nid,
      setweight(to_tsvector('simple', coalesce(p.current_role_text, '')), 'A')
      || to_tsvector('simple', coalesce(p.city_text, '') || ' ' || coalesce(p.state, ''))
      || to_tsvector('simple', coalesce(
           (SELECT t.name FROM taxonomy_terms t WHERE t.tid = p.country_tid), ''))
      || setweight(to_tsvector('simple', coalesce(
           (SELECT string_agg(t.name, ' ') FROM candidate_profile_skills s
              JOIN taxonomy_terms t ON t.tid = s.tid WHERE s.nid = p.nid), '')), 'B') AS search
    FROM candidate_profiles p`);
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS bench_old_candidate_search_gin ON bench_old_candidate_search USING gin (search)`,
  );
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS bench_old_candidate_search_nid ON bench_old_candidate_search (nid)`,
  );
}

/** The candidate search before issue 46: prefixes, the exact city, newest first. */
async function oldCandidateSearch(
  db: Db,
  filters: CandidateFilters,
  visible: SQL,
): Promise<number[]> {
  const where: SQL[] = [visible];
  for (const token of oldTokens(filters.search))
    where.push(sql`s.search @@ to_tsquery('simple', ${`${token}:*`})`);
  if (filters.locations.length > 0)
    where.push(
      sql`lower(p.city_text) = ANY(${textArray(filters.locations.map((city) => city.toLowerCase()))})`,
    );
  const rows = await queryRows<{ nid: number }>(
    db,
    sql`SELECT p.nid FROM candidate_profiles p JOIN bench_old_candidate_search s ON s.nid = p.nid
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY p.created DESC, p.nid DESC LIMIT 20`,
  );
  return rows.map((row) => Number(row.nid));
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
const fixed = (value: number) => value.toFixed(2);

function printTable(outcomes: Outcome[]): void {
  const kinds: (QueryKind | 'all')[] = [
    'exact',
    'typo',
    'synonym',
    'accent',
    'multi-word',
    'place',
    'all',
  ];
  const rows = kinds.map((kind) => {
    const chosen = kind === 'all' ? outcomes : outcomes.filter((o) => o.query.kind === kind);
    return {
      kind,
      queries: chosen.length,
      'recall@20 before': fixed(mean(chosen.map((o) => o.before.recall))),
      'recall@20 now': fixed(mean(chosen.map((o) => o.now.recall))),
      'nDCG@10 before': fixed(mean(chosen.map((o) => o.before.ndcg))),
      'nDCG@10 now': fixed(mean(chosen.map((o) => o.now.ndcg))),
    };
  });
  console.table(rows);
}

export async function benchRelevance(): Promise<void> {
  const only = process.env.RELEVANCE_ONLY;
  const outcomes: Outcome[] = [];
  if (only !== 'candidates') outcomes.push(...(await jobsPart()));
  if (only !== 'jobs') outcomes.push(...(await candidatesPart()));
  const label = (o: Outcome) =>
    `${o.part}: ${[
      o.query.search && `"${o.query.search}"`,
      o.query.location && `in ${o.query.location.join(' or ')}`,
      o.query.distance && `within ${o.query.distance} km`,
      o.query.remote && `remote: ${o.query.remote.join('+')}`,
    ]
      .filter(Boolean)
      .join(' ')}`;
  console.info(
    `\nrelevance: ${outcomes.length} labelled queries (bench/relevanceSet.ts), before issue 46 and now`,
  );
  if (process.env.RELEVANCE_VERBOSE)
    for (const o of outcomes)
      console.info(
        `  ${label(o).padEnd(70)} ${o.relevant.toString().padStart(6)} relevant  recall@20 ${fixed(o.before.recall)} → ${fixed(o.now.recall)}  nDCG@10 ${fixed(o.before.ndcg)} → ${fixed(o.now.ndcg)}`,
      );
  for (const part of ['jobs', 'candidates'] as const) {
    const chosen = outcomes.filter((o) => o.part === part);
    if (chosen.length === 0) continue;
    console.info(`\n${part} (${chosen.length} queries)`);
    printTable(chosen);
  }
  console.info('\nevery part together');
  printTable(outcomes);
  const regressions = outcomes.filter(
    (o) =>
      o.query.kind === 'exact' &&
      (o.now.recall < o.before.recall - 1e-9 || o.now.ndcg < o.before.ndcg - 1e-9),
  );
  console.info(
    `\nregressions on the exact queries: ${regressions.length}${regressions.map((o) => `\n  ${label(o)}: recall@20 ${fixed(o.before.recall)} → ${fixed(o.now.recall)}, nDCG@10 ${fixed(o.before.ndcg)} → ${fixed(o.now.ndcg)}`).join('')}`,
  );
  const all = outcomes;
  const recall = mean(all.map((o) => o.now.recall));
  const ndcg = mean(all.map((o) => o.now.ndcg));
  console.info(
    `targets: recall@20 ≥ 0.90 (${fixed(recall)} ${recall >= 0.9 ? 'met' : 'missed'}), nDCG@10 ≥ 0.80 (${fixed(ndcg)} ${ndcg >= 0.8 ? 'met' : 'missed'}), 0 regressions (${regressions.length === 0 ? 'met' : 'missed'})`,
  );
  const empty = outcomes.filter((o) => o.relevant === 0);
  if (empty.length > 0)
    console.warn(`queries with nothing relevant in the data: ${empty.map(label).join('; ')}`);
}
