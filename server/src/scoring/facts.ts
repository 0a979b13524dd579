/**
 * What matching reads of a job and of a candidate (the facts the scores weigh, matchScoreSql.ts
 * and jobScoreSql.ts), and the names its reasons show.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  NO_FACTS,
  type MatchCandidate,
  type MatchJob,
  type MatchLabels,
} from '@contract/matching/score';
import type { SkillLevel } from '@contract/profiles';
import { intArray } from '../db/arrays';
import { queryRows, type Db } from '../db/connect';
import type { JobRow } from '../db/jobSchema';
import { getListFieldOptions, isListFieldName } from '../reference/listFieldOptions';

/** What matching reads of a stored job. */
export function matchJobOf(job: JobRow): MatchJob {
  return {
    skills: job.technicalSkillTids,
    experience: job.professionalExperience,
    employmentType: job.employmentType,
    remote: job.remoteJob,
    countryTid: job.countryTid,
    city: job.cityName,
    salary:
      job.salaryFrom === null && job.salaryTo === null
        ? null
        : { from: job.salaryFrom, to: job.salaryTo, currency: job.currency },
  };
}

interface FactsRow extends Record<string, unknown> {
  nid: number;
  professional_experience: string | null;
  looking_for_opportunities: string[];
  remote_work: string | null;
  country_tid: number | null;
  city_text: string | null;
  visa_sponsorship_required: string[];
  salary_from: string | number | null;
  salary_to: string | number | null;
  currency: string;
  skills: { tid: number; level: SkillLevel }[] | string;
}

const amount = (value: string | number | null) => (value === null ? null : Number(value));

/** What matching reads of the candidate profiles `where` selects (over `p`), by node id. */
async function factsWhere(db: Db, where: SQL): Promise<Map<number, MatchCandidate>> {
  const rows = await queryRows<FactsRow>(
    db,
    sql`SELECT p.nid, p.professional_experience, p.looking_for_opportunities, p.remote_work,
        p.country_tid, p.city_text, p.visa_sponsorship_required, p.salary_from, p.salary_to,
        p.currency,
        coalesce((SELECT json_agg(json_build_object('tid', s.tid, 'level', s.level) ORDER BY s.delta)
          FROM candidate_profile_skills s WHERE s.nid = p.nid AND s.kind = 'technical'), '[]') AS skills
      FROM candidate_profiles p WHERE ${where}`,
  );
  return new Map(
    rows.map((row) => {
      const from = amount(row.salary_from);
      const to = amount(row.salary_to);
      const skills = typeof row.skills === 'string' ? JSON.parse(row.skills) : row.skills;
      const facts: MatchCandidate = {
        skills,
        experience: row.professional_experience,
        employmentTypes: row.looking_for_opportunities,
        remote: row.remote_work,
        countryTid: row.country_tid,
        city: row.city_text,
        visa: row.visa_sponsorship_required,
        salary: from === null && to === null ? null : { from, to, currency: row.currency },
      };
      return [Number(row.nid), facts];
    }),
  );
}

/** What matching reads of each candidate of `nids` (the page's), by node id. */
export async function matchFactsOf(
  db: Db,
  nids: readonly number[],
): Promise<Map<number, MatchCandidate>> {
  if (nids.length === 0) return new Map();
  return factsWhere(db, sql`p.nid = ANY(${intArray(nids)})`);
}

/** What matching reads of the profile of user `uid` (NO_FACTS when she has none yet). */
export async function matchFactsOfUser(db: Db, uid: number): Promise<MatchCandidate> {
  const found = await factsWhere(db, sql`p.uid = ${uid}`);
  return [...found.values()][0] ?? NO_FACTS;
}

/** The names the reasons show: the terms of `tids` and the labels of the list fields. */
export async function matchLabels(db: Db, tids: readonly number[]): Promise<MatchLabels> {
  const rows =
    tids.length === 0
      ? []
      : await queryRows<{ tid: number; name: string }>(
          db,
          sql`SELECT tid, name FROM taxonomy_terms WHERE tid = ANY(${intArray([...new Set(tids)])})`,
        );
  const names = new Map(rows.map((row) => [Number(row.tid), row.name]));
  const term = (tid: number) => names.get(tid) ?? `#${tid}`;
  return {
    skill: term,
    country: term,
    option: (field, key) =>
      (isListFieldName(field) ? getListFieldOptions(field)[key] : undefined) ?? key,
  };
}
