/**
 * The job lists' SQL: an organization's jobs as the employer's list filters them, the
 * candidate's job search, and the new jobs a saved search announces. Each is one round trip
 * that returns the page with the total (`count(*) OVER ()`), using the indexes of migrations 005
 * and 030, after the search text's typo readings are read (server/src/search/, one more query
 * for a word of five letters or more, kept a minute).
 */
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../db/arrays';
import type { JobListFilters, JobSearchFilters } from '@contract/jobFilters';
import { JOB_PAGE_SIZE } from '@contract/jobs';
import { DATE_POSTED_HOURS, JOB_WORDING_CATEGORIES } from '@contract/jobFilters';
import type { MatchCandidate } from '@contract/matching/score';
import type { Db } from '../db/connect';
import { queryRows } from '../db/connect';
import { jobs, type JobRow } from '../db/jobSchema';
import { jobScoreSql } from '../scoring/jobScoreSql';
import { today } from './repository';
import { prepareListSearch, type ListSearch } from '../search/listSearch';
import { placeCondition } from '../search/places';
import { textMatch } from '../search/textQuery';

/** The conditions both lists share. */
function commonConditions(
  filters: {
    skills: number[];
    skillsOperator: 'any' | 'all';
    remote: string[];
    countries: number[];
    employment: string[];
  },
  search: ListSearch,
): SQL[] {
  const conditions: SQL[] = [];
  const text = textMatch(search.parts, 'mb_english');
  if (text) conditions.push(text.matches(SEARCH));
  if (filters.skills.length > 0)
    conditions.push(
      filters.skillsOperator === 'all'
        ? sql`${jobs.technicalSkillTids} @> ${intArray(filters.skills)}`
        : sql`${jobs.technicalSkillTids} && ${intArray(filters.skills)}`,
    );
  if (filters.remote.length > 0)
    conditions.push(sql`${jobs.remoteJob} = ANY(${textArray(filters.remote)})`);
  if (search.places.length > 0) {
    const place = placeCondition('jobs', 'jobs', search.places, search.km);
    // Around a city, a remote job is as near as any, when the search asks for remote jobs.
    conditions.push(
      search.km !== null && filters.remote.includes('remote')
        ? sql`(${jobs.remoteJob} = 'remote' OR ${place})`
        : place,
    );
  }
  if (filters.countries.length > 0)
    conditions.push(sql`${jobs.countryTid} = ANY(${intArray(filters.countries)})`);
  if (filters.employment.length > 0)
    conditions.push(sql`${jobs.employmentType} = ANY(${textArray(filters.employment)})`);
  return conditions;
}

/** The job's text search vector (migration 030), which drizzle's schema leaves out. */
const SEARCH = sql.raw('jobs.search');

export type ListedJob = JobRow & {
  totalRows: number;
  /** The job's score for the candidate the search ranked for (best-match order only). */
  matchScore?: number;
};

/** drizzle's name of each column of jobs, with its snake_case name in SQL. */
const JOB_COLUMNS: [key: string, name: string][] = Object.entries(jobs).flatMap(([key, column]) =>
  typeof column === 'object' && column !== null && 'name' in column
    ? [[key, (column as { name: string }).name] as [string, string]]
    : [],
);

/** Maps the snake_case columns of a raw `SELECT jobs.*` onto drizzle's names. */
function toJobRow(raw: Record<string, unknown>): ListedJob {
  const row: Record<string, unknown> = {};
  for (const [key, name] of JOB_COLUMNS) row[key] = raw[name];
  const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  row.created = date(row.created);
  row.changed = date(row.changed);
  row.validUntil =
    row.validUntil instanceof Date
      ? row.validUntil.toISOString().slice(0, 10)
      : String(row.validUntil).slice(0, 10);
  row.totalRows = Number(raw.total_rows);
  if (raw.match_score !== undefined) row.matchScore = Number(raw.match_score);
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
const listedPage = (
  matching: SQL,
  order: (table: string) => string,
  page: number,
  { scored = false, shown = false }: { scored?: boolean; shown?: boolean } = {},
) =>
  sql`SELECT ${SELECT_LISTED}, page.total_rows${sql.raw(scored ? ', page.match_score' : '')}${shown ? SELECT_SHOWN : sql``} FROM (
        SELECT m.* FROM (${matching}) m ORDER BY ${sql.raw(order('m'))}
        LIMIT ${JOB_PAGE_SIZE} OFFSET ${page * JOB_PAGE_SIZE}
      ) page
      JOIN jobs ON jobs.nid = page.nid${shown ? JOIN_SHOWN : sql``} ORDER BY ${sql.raw(order('page'))}`;

/**
 * What the job search shows of a job besides its own columns: its organization's name and logo
 * and its country's name, read with the page's rows instead of in further round trips.
 */
const SELECT_SHOWN = sql.raw(
  `, shown_o.title AS organization_title, logo.uuid AS logo_uuid, logo.filename AS logo_filename,
   country.name AS country_name`,
);
const JOIN_SHOWN = sql.raw(
  ` JOIN organizations shown_o ON shown_o.nid = jobs.organization_nid
    LEFT JOIN files logo ON logo.fid = shown_o.logo_fid
    LEFT JOIN taxonomy_terms country ON country.tid = jobs.country_tid`,
);

/** A job of the candidate's search, with what the list shows of its organization and country. */
export type SearchedJob = ListedJob & {
  organizationTitle: string;
  logo: { uuid: string; filename: string } | null;
  countryName: string | null;
};

function toSearchedJob(raw: Record<string, unknown>): SearchedJob {
  return {
    ...toJobRow(raw),
    organizationTitle: String(raw.organization_title),
    logo:
      raw.logo_uuid == null
        ? null
        : { uuid: String(raw.logo_uuid), filename: String(raw.logo_filename) },
    countryName: raw.country_name == null ? null : String(raw.country_name),
  };
}

/**
 * The query of one page of an organization's jobs for the employer's list, newest first, with
 * the number of matching rows counted by the same query. `includeExpired` is false for callers
 * who are not members: they see what candidates see. Exported for the jobs bench, which runs it
 * under EXPLAIN.
 */
export function exportOrganizationJobsQuery(
  organizationNid: number,
  filters: JobListFilters,
  search: ListSearch,
  page: number,
  now: Date,
  includeExpired: boolean,
): SQL {
  const conditions = [
    sql`${jobs.organizationNid} = ${organizationNid}`,
    ...commonConditions(filters, search),
  ];
  const day = today(now);
  if (!includeExpired || filters.validity === 'active')
    conditions.push(sql`${jobs.validUntil} >= ${day}`);
  if (filters.validity === 'expired') conditions.push(sql`${jobs.validUntil} < ${day}`);
  if (filters.featured) conditions.push(sql`${jobs.sticky}`);
  if (filters.wording.length > 0) {
    const categories = filters.wording.flatMap((wording) => JOB_WORDING_CATEGORIES[wording]);
    conditions.push(
      sql`coalesce(${jobs.genderCoding}, 'neutral') IN (${sql.join(
        categories.map((category) => sql`${category}`),
        sql`, `,
      )})`,
    );
  }
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
  const search = await prepareListSearch(db, filters);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    exportOrganizationJobsQuery(organizationNid, filters, search, page, now, includeExpired),
  );
  return rows.map(toJobRow);
}

/** What the candidate's job search asks of a job (`o` is its organization). */
function searchConditions(filters: JobSearchFilters, search: ListSearch, now: Date): SQL[] {
  const conditions = [
    sql`${jobs.validUntil} >= ${today(now)}`,
    sql`o.status`,
    ...commonConditions(filters, search),
  ];
  if (filters.organizations.length > 0)
    // Said of both tables: PostgreSQL does not carry an `= ANY` over a join, and without it
    // reads every organization to join the few asked for.
    conditions.push(
      sql`${jobs.organizationNid} = ANY(${intArray(filters.organizations)})`,
      sql`o.nid = ANY(${intArray(filters.organizations)})`,
    );
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
 * How a job search is ordered: by relevance to its text, newest first (featured on top), or best
 * match first for a candidate's facts (`rankFor`).
 */
export type JobSearchOrder =
  { by: 'relevance' } | { by: 'date' } | { by: 'best_match'; rankFor: MatchCandidate };

/**
 * The query of the candidate's job search: active jobs of published organizations in `order`.
 * Relevance without a search text is date. Best match scores every job the filters find
 * (jobScoreSql) as it reads it from the jobs_matching index, and sorts only the page's 50; ties
 * are featured first and then newest. Relevance scores the matches by where the text is found
 * (textMatch), ties newest first. Exported for the bench.
 */
export function searchJobsQuery(
  filters: JobSearchFilters,
  search: ListSearch,
  page: number,
  now: Date,
  order: JobSearchOrder = { by: 'date' },
): SQL {
  const where = sql.join(searchConditions(filters, search, now), sql` AND `);
  const text = textMatch(search.parts, 'mb_english');
  if (order.by === 'best_match') {
    // The score is computed where the rows are read (OFFSET 0 keeps PostgreSQL from moving it up
    // into the window's output), so the count buffers narrow rows, and the scan, scoring
    // included, may run in parallel workers: 42 → 28 ms for 41,600 jobs.
    return listedPage(
      sql`SELECT scored.*, count(*) OVER () AS total_rows FROM (
            SELECT jobs.nid, jobs.sticky, jobs.created, ${jobScoreSql(order.rankFor)} AS match_score
            FROM jobs JOIN organizations o ON o.nid = jobs.organization_nid WHERE ${where}
            OFFSET 0
          ) scored`,
      (t) => `${t}.match_score DESC, ${t}.sticky DESC, ${t}.created DESC, ${t}.nid DESC`,
      page,
      { scored: true, shown: true },
    );
  }
  if (order.by === 'relevance' && text) {
    return listedPage(
      sql`SELECT scored.*, count(*) OVER () AS total_rows FROM (
            SELECT jobs.nid, jobs.created, ${text.score(SEARCH)} AS relevance
            FROM jobs JOIN organizations o ON o.nid = jobs.organization_nid WHERE ${where}
            OFFSET 0
          ) scored`,
      (t) => `${t}.relevance DESC, ${t}.created DESC, ${t}.nid DESC`,
      page,
      { shown: true },
    );
  }
  return listedPage(
    sql`SELECT jobs.nid, jobs.sticky, jobs.created, count(*) OVER () AS total_rows
        FROM jobs JOIN organizations o ON o.nid = jobs.organization_nid WHERE ${where}`,
    (t) => `${t}.sticky DESC, ${t}.created DESC, ${t}.nid DESC`,
    page,
    { shown: true },
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
    ...searchConditions(search.filters, await prepareListSearch(db, search.filters), now),
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

/** The candidate's job search (see searchJobsQuery). */
export async function searchJobs(
  db: Db,
  filters: JobSearchFilters,
  page: number,
  now: Date,
  order: JobSearchOrder = { by: 'date' },
): Promise<SearchedJob[]> {
  const search = await prepareListSearch(db, filters);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    searchJobsQuery(filters, search, page, now, order),
  );
  return rows.map(toSearchedJob);
}
