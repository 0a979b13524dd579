import { analyzeGenderCoding } from '@contract/gender/genderCoding';
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { JobListFilters, JobSearchFilters } from '@contract/jobs';
import { DATE_POSTED_HOURS, JOB_PAGE_SIZE } from '@contract/jobs';
import type { Db } from '../db/connect';
import { queryRows } from '../db/connect';
import { jobs, type JobRow } from '../db/jobSchema';
import type { JobValues } from './attributes';
import { emptyJobValues } from './write';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Today in UTC as YYYY-MM-DD: a job is active while valid_until is today or later. */
export const today = (now: Date): string => now.toISOString().slice(0, 10);

/** The changeable values of a stored job, in the shape the attribute specs use. */
export function valuesOf(row: JobRow): JobValues {
  const values: JobValues = {};
  for (const key of Object.keys(emptyJobValues('USD')))
    values[key] = (row as unknown as Record<string, unknown>)[key];
  return values;
}

export async function findJobByUuid(db: Db, uuid: string): Promise<JobRow | undefined> {
  if (!UUID.test(uuid)) return undefined;
  const rows = await db.select().from(jobs).where(eq(jobs.uuid, uuid.toLowerCase())).limit(1);
  return rows[0];
}

export async function findJobByNid(db: Db, nid: number): Promise<JobRow | undefined> {
  const rows = await db.select().from(jobs).where(eq(jobs.nid, nid)).limit(1);
  return rows[0];
}

/**
 * The gender-coded wording category of a job's texts (description and experience requirements),
 * the same analysis the SPA's check runs.
 */
export function genderCodingOf(values: JobValues): string {
  const texts = [values.description, values.experienceRequirements].filter(
    (text): text is string => typeof text === 'string',
  );
  return analyzeGenderCoding(texts.join('\n<p></p>\n')).category;
}

/**
 * Gives the jobs stored before migration 014 their gender-coding category, a few hundred at a
 * time; jobs written since carry it already. Returns how many it categorized.
 */
export async function backfillGenderCoding(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await queryRows<{
      nid: number;
      description: string;
      experience_requirements: string | null;
    }>(
      db,
      sql`SELECT nid, description, experience_requirements FROM jobs
          WHERE gender_coding IS NULL ORDER BY nid LIMIT 500`,
    );
    if (rows.length === 0) return done;
    for (const row of rows) {
      const category = genderCodingOf({
        description: row.description,
        experienceRequirements: row.experience_requirements,
      });
      await db.execute(sql`UPDATE jobs SET gender_coding = ${category} WHERE nid = ${row.nid}`);
    }
    done += rows.length;
  }
}

export async function insertJob(
  db: Db,
  input: {
    uuid: string;
    organizationNid: number;
    authorUid: number | null;
    values: JobValues;
    greenhouse?: { boardToken: string; jobId: number };
  },
  now: Date,
): Promise<JobRow> {
  const rows = await db
    .insert(jobs)
    .values({
      ...(input.values as object),
      genderCoding: genderCodingOf(input.values),
      ...(input.greenhouse
        ? {
            greenhouseBoardToken: input.greenhouse.boardToken,
            greenhouseJobId: input.greenhouse.jobId,
          }
        : {}),
      uuid: input.uuid,
      organizationNid: input.organizationNid,
      authorUid: input.authorUid,
      created: now,
      changed: now,
    } as typeof jobs.$inferInsert)
    .returning();
  return rows[0];
}

export async function updateJob(
  db: Db,
  nid: number,
  values: JobValues,
  now: Date,
): Promise<JobRow> {
  const rows = await db
    .update(jobs)
    .set({
      ...(values as object),
      genderCoding: genderCodingOf(values),
      changed: now,
    } as Partial<typeof jobs.$inferInsert>)
    .where(eq(jobs.nid, nid))
    .returning();
  return rows[0];
}

export async function setSticky(db: Db, nid: number, sticky: boolean, now: Date): Promise<void> {
  await db.update(jobs).set({ sticky, changed: now }).where(eq(jobs.nid, nid));
}

export async function deleteJob(db: Db, nid: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.nid, nid));
}

/** Active jobs of an organization (what its job quota counts), optionally featured ones only. */
export async function countActiveJobs(
  db: Db,
  organizationNid: number,
  now: Date,
  options: { featured?: boolean } = {},
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.organizationNid, organizationNid),
        gte(jobs.validUntil, today(now)),
        ...(options.featured ? [eq(jobs.sticky, true)] : []),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** The JSON:API list of one organization's jobs: a page in creation order and the total. */
export async function listOrganizationJobs(
  db: Db,
  organizationNid: number,
  page: { offset: number; limit: number },
  descending: boolean,
): Promise<{ rows: JobRow[]; total: number }> {
  const order = descending
    ? [sql`${jobs.created} DESC`, sql`${jobs.nid} DESC`]
    : [sql`${jobs.created} ASC`, sql`${jobs.nid} ASC`];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(eq(jobs.organizationNid, organizationNid))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(jobs).where(eq(jobs.organizationNid, organizationNid)),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/**
 * A prefix query for PostgreSQL full-text search: every word of the search must start a word
 * of the job ('dev' finds 'developer'). Only letters and digits reach the query, so no input
 * can break its syntax.
 */
export function prefixQuery(search: string): string | null {
  const tokens = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(tokens)].slice(0, 20);
  return unique.length === 0 ? null : unique.map((token) => `${token}:*`).join(' & ');
}

/** A city as the location filter compares it: lower case, runs of spaces and hyphens as one space. */
const cityKey = (city: string): string =>
  city
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
const CITY_COLUMN = sql`lower(regexp_replace(${jobs.cityName}, '[[:space:]-]+', ' ', 'g'))`;

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`}::text[]`;

/** The conditions both lists share. */
function commonConditions(filters: {
  search: string;
  skills: number[];
  skillsOperator: 'any' | 'all';
  remote: string[];
  locations: string[];
  countries: number[];
  employment: string[];
}): SQL[] {
  const conditions: SQL[] = [];
  const query = prefixQuery(filters.search);
  if (query) conditions.push(sql`${sql.raw('jobs.search')} @@ to_tsquery('english', ${query})`);
  if (filters.skills.length > 0)
    conditions.push(
      filters.skillsOperator === 'all'
        ? sql`${jobs.technicalSkillTids} @> ${intArray(filters.skills)}`
        : sql`${jobs.technicalSkillTids} && ${intArray(filters.skills)}`,
    );
  if (filters.remote.length > 0)
    conditions.push(sql`${jobs.remoteJob} = ANY(${textArray(filters.remote)})`);
  if (filters.locations.length > 0)
    conditions.push(sql`${CITY_COLUMN} = ANY(${textArray(filters.locations.map(cityKey))})`);
  if (filters.countries.length > 0)
    conditions.push(sql`${jobs.countryTid} = ANY(${intArray(filters.countries)})`);
  if (filters.employment.length > 0)
    conditions.push(sql`${jobs.employmentType} = ANY(${textArray(filters.employment)})`);
  return conditions;
}

export type ListedJob = JobRow & { totalRows: number };

/** Maps the snake_case columns of a raw `SELECT jobs.*` onto drizzle's names. */
function toJobRow(raw: Record<string, unknown>): ListedJob {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(jobs)) {
    if (typeof column === 'object' && column !== null && 'name' in column)
      row[key] = raw[(column as { name: string }).name];
  }
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  row.created = date(row.created);
  row.changed = date(row.changed);
  row.validUntil =
    row.validUntil instanceof Date
      ? row.validUntil.toISOString().slice(0, 10)
      : String(row.validUntil).slice(0, 10);
  row.totalRows = Number(raw.total_rows);
  return row as ListedJob;
}

const SELECT_LISTED = sql.raw(
  `jobs.nid, jobs.uuid, jobs.organization_nid, jobs.author_uid, jobs.created, jobs.changed, jobs.title,
   jobs.description, jobs.experience_requirements, jobs.currency, jobs.salary_from, jobs.salary_to,
   jobs.city_name, jobs.state, jobs.country_tid, jobs.remote_job, jobs.employment_type,
   jobs.professional_experience, jobs.apply_url, jobs.identifier, jobs.application_method,
   jobs.valid_until::text AS valid_until, jobs.technical_skill_tids, jobs.sticky,
   jobs.greenhouse_board_token, jobs.greenhouse_job_id, jobs.gender_coding`,
);

/**
 * A list page in three steps. `matching` selects the nid and the sort columns of every matching
 * job with `count(*) OVER ()`, the total; the page is then sorted and cut from those narrow rows;
 * the wide columns are read for the page's rows only. The count sits below the sort on purpose:
 * the planner then plans it for reading every match (which it must), where a LIMIT at the same
 * level made PostgreSQL 15 cost an ordered index scan as if it could stop after 50 rows and pick
 * it over the indexes that select the matches.
 */
const listedPage = (matching: SQL, order: (table: string) => string, page: number) =>
  sql`SELECT ${SELECT_LISTED}, page.total_rows FROM (
        SELECT m.* FROM (${matching}) m ORDER BY ${sql.raw(order('m'))}
        LIMIT ${JOB_PAGE_SIZE} OFFSET ${page * JOB_PAGE_SIZE}
      ) page
      JOIN jobs ON jobs.nid = page.nid ORDER BY ${sql.raw(order('page'))}`;

/**
 * The query of one page of an organization's jobs for the employer's list, newest first, with
 * the number of matching rows counted by the same query. `includeExpired` is false for callers
 * who are not members: they see what candidates see. Exported for the jobs bench, which runs it
 * under EXPLAIN.
 */
export function exportOrganizationJobsQuery(
  organizationNid: number,
  filters: JobListFilters,
  page: number,
  now: Date,
  includeExpired: boolean,
): SQL {
  const conditions = [
    sql`${jobs.organizationNid} = ${organizationNid}`,
    ...commonConditions(filters),
  ];
  const day = today(now);
  if (!includeExpired || filters.validity === 'active')
    conditions.push(sql`${jobs.validUntil} >= ${day}`);
  if (filters.validity === 'expired') conditions.push(sql`${jobs.validUntil} < ${day}`);
  if (filters.featured) conditions.push(sql`${jobs.sticky}`);
  return listedPage(
    sql`SELECT jobs.nid, jobs.created, count(*) OVER () AS total_rows
        FROM jobs WHERE ${sql.join(conditions, sql` AND `)}`,
    (t) => `${t}.created DESC, ${t}.nid DESC`,
    page,
  );
}

/** One page of an organization's jobs for the employer's list (see the query above). */
export async function exportOrganizationJobs(
  db: Db,
  organizationNid: number,
  filters: JobListFilters,
  page: number,
  now: Date,
  includeExpired: boolean,
): Promise<ListedJob[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    exportOrganizationJobsQuery(organizationNid, filters, page, now, includeExpired),
  );
  return rows.map(toJobRow);
}

/** What the candidate's job search asks of a job (`o` is its organization). */
function searchConditions(filters: JobSearchFilters, now: Date): SQL[] {
  const conditions = [
    sql`${jobs.validUntil} >= ${today(now)}`,
    sql`o.status`,
    ...commonConditions(filters),
  ];
  if (filters.organizations.length > 0)
    conditions.push(sql`${jobs.organizationNid} = ANY(${intArray(filters.organizations)})`);
  if (filters.experience.length > 0)
    conditions.push(sql`${jobs.professionalExperience} = ANY(${textArray(filters.experience)})`);
  if (filters.created)
    conditions.push(
      sql`${jobs.created} >= ${new Date(now.getTime() - DATE_POSTED_HOURS[filters.created] * 3_600_000).toISOString()}::timestamptz`,
    );
  if (filters.salaryMin !== null) conditions.push(sql`${jobs.salaryTo} >= ${filters.salaryMin}`);
  // Company facts the organization reports.
  if (filters.flexibleHours) conditions.push(sql`o.flexible_hours`);
  if (filters.parentalLeaveMinWeeks !== null)
    conditions.push(sql`o.parental_leave_weeks >= ${filters.parentalLeaveMinWeeks}`);
  return conditions;
}

/**
 * The query of the candidate's job search: active jobs of published organizations, featured
 * first. Exported for the jobs bench.
 */
export function searchJobsQuery(filters: JobSearchFilters, page: number, now: Date): SQL {
  return listedPage(
    sql`SELECT jobs.nid, jobs.sticky, jobs.created, count(*) OVER () AS total_rows
        FROM jobs JOIN organizations o ON o.nid = jobs.organization_nid
        WHERE ${sql.join(searchConditions(filters, now), sql` AND `)}`,
    (t) => `${t}.sticky DESC, ${t}.created DESC, ${t}.nid DESC`,
    page,
  );
}

/** A job an alert announces. */
export interface AlertedJob {
  nid: number;
  title: string;
  cityName: string | null;
  organization: string;
}

/**
 * The jobs a saved search's alert announces: those the search finds that were created after
 * `since` and that no earlier mail of search `searchId` announced, newest first, at most
 * `limit` (`more` counts the rest).
 */
export async function newJobsForAlert(
  db: Db,
  search: { id: number; filters: JobSearchFilters; since: Date },
  limit: number,
  now: Date,
): Promise<AlertedJob[]> {
  const conditions = [
    ...searchConditions(search.filters, now),
    sql`${jobs.created} > ${search.since.toISOString()}::timestamptz`,
    sql`NOT EXISTS (SELECT 1 FROM saved_search_alerts a
                    WHERE a.search_id = ${search.id} AND a.job_nid = jobs.nid)`,
  ];
  const rows = await queryRows<{
    nid: number;
    title: string;
    city_name: string | null;
    organization: string;
  }>(
    db,
    sql`SELECT jobs.nid, jobs.title, jobs.city_name, o.title AS organization
        FROM jobs JOIN organizations o ON o.nid = jobs.organization_nid
        WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY jobs.created DESC, jobs.nid DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    nid: Number(row.nid),
    title: row.title,
    cityName: row.city_name,
    organization: row.organization,
  }));
}

/** The candidate's job search: active jobs of published organizations, featured first. */
export async function searchJobs(
  db: Db,
  filters: JobSearchFilters,
  page: number,
  now: Date,
): Promise<ListedJob[]> {
  const rows = await queryRows<Record<string, unknown>>(db, searchJobsQuery(filters, page, now));
  return rows.map(toJobRow);
}
