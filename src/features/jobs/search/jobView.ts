/**
 * One shape for a job shown to candidates, whichever way it arrived: a row of the search list
 * (flat, ids instead of names) or a job read by node id (JSON:API, names included). The card,
 * the detail and the JSON-LD read only this.
 */
import type { JobSearchRow } from '@contract/jobs';
import type { Match } from '@contract/matching/score';
import type { ListFieldOptions } from '@contract/reference';
import type { Job } from '@/api/jobsApi';
import type { ReferenceTerm } from '@/api/referenceApi';

export interface JobSalary {
  from: number | null;
  to: number | null;
  currency: string;
}

export interface JobView {
  nid: number;
  title: string;
  /** `website` is '' when unknown (list rows do not carry it). */
  organization: { nid: number | null; name: string; logo: string; website: string };
  city: string;
  state: string;
  /** Country name, '' when the job names none (or the name is not loaded yet). */
  country: string;
  /** 'City, State, Country' as far as known; 'Remote' for a remote job without a place. */
  location: string;
  /** Keys of the lists `remote_job`, `employment_type`, `professional_experience` ('' if none). */
  remote: string;
  employmentType: string;
  experience: string;
  /** Null when the job shows no salary. */
  salary: JobSalary | null;
  /** RFC 3339. */
  created: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  /** basic_html. */
  description: string;
  experienceRequirements: string;
  skills: string[];
  applyUrl: string;
  /** The employer's own job identifier; '' when unknown (list rows do not carry it). */
  identifier: string;
  featured: boolean;
  /** How well the job fits her, and why: in the best-match order only (contract/matching). */
  match: Match | null;
}

/** The place of a job as the search rows write it (spec 02 §3 field_location_requirement). */
export function locationText(city: string, state: string, country: string, remote: string) {
  const place = [city, state, country].filter(Boolean).join(', ');
  return remote === 'remote' ? place || 'Remote' : place;
}

function salaryOf(from: number | null, to: number | null, currency: string): JobSalary | null {
  return from === null && to === null ? null : { from, to, currency };
}

/** A row of GET /api/jobs/search; skill and country names come from the reference terms. */
export function viewOfSearchRow(
  row: JobSearchRow,
  terms: { country?: ReferenceTerm[]; technical_skills?: ReferenceTerm[] },
): JobView {
  const nameOf = (list: ReferenceTerm[] | undefined, tid: string) =>
    list?.find((term) => String(term.tid) === tid)?.name ?? '';
  const skillIds = row.field_technical_skills_1.split(',').filter(Boolean);
  const country = row.field_job_country_1 ? nameOf(terms.country, row.field_job_country_1) : '';
  return {
    nid: row.nid,
    title: row.title,
    organization: {
      nid: row.field_hiring_organization_nid,
      name: row.field_hiring_organization_1,
      logo: row.logo,
      website: '',
    },
    city: row.field_job_city_name,
    state: row.field_job_state,
    country,
    location:
      row.field_location_requirement ||
      locationText(row.field_job_city_name, row.field_job_state, country, row.field_remote_job_1),
    remote: row.field_remote_job_1,
    employmentType: row.field_employment_type_1,
    experience: row.field_professional_experience,
    salary: salaryOf(
      row.field_base_salary_year_from,
      row.field_base_salary_year_to,
      row.field_currency,
    ),
    created: row.created,
    validUntil: row.field_valid_until,
    description: row.field_description,
    experienceRequirements: row.field_experience_requirements,
    skills: skillIds.map((tid) => nameOf(terms.technical_skills, tid)).filter(Boolean),
    applyUrl: row.field_apply_url,
    identifier: '',
    featured: row.sticky === 1,
    match:
      row.match_score === undefined
        ? null
        : { score: row.match_score, reasons: row.match_reasons ?? [] },
  };
}

/** A job read by node id (getJob), with its organization, country and skills included. */
export function viewOfJob(job: Job): JobView {
  const a = job.attributes;
  const city = a.field_job_city_name ?? '';
  const state = a.field_job_state ?? '';
  const country = job.country?.name ?? '';
  return {
    nid: job.nid,
    title: a.title,
    organization: {
      nid: job.organization?.nid ?? null,
      name: job.organization?.title ?? '',
      logo: job.organization?.logo?.url ?? '',
      website: job.organization?.website ?? '',
    },
    city,
    state,
    country,
    location: locationText(city, state, country, a.field_remote_job),
    remote: a.field_remote_job,
    employmentType: a.field_employment_type,
    experience: a.field_professional_experience ?? '',
    salary: salaryOf(
      a.field_base_salary_year?.from ?? null,
      a.field_base_salary_year?.to ?? null,
      a.field_currency,
    ),
    created: a.created,
    validUntil: a.field_valid_until,
    description: a.field_description?.value ?? '',
    experienceRequirements: a.field_experience_requirements?.value ?? '',
    skills: job.technicalSkills.map((term) => term.name).filter(Boolean),
    applyUrl: a.field_apply_url ?? '',
    identifier: a.field_identifier?.trim() ?? '',
    featured: a.sticky,
    match: null,
  };
}

/** The label of a list key, the key itself when the list lacks it, '' for no key. */
export const labelOf = (list: ListFieldOptions | undefined, key: string): string =>
  key ? (list?.[key] ?? key) : '';

const amount = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 2 });

/** '50,000 – 70,000 EUR a year', 'From 50,000 EUR a year' or 'Up to 70,000 EUR a year'. */
export function salaryText(salary: JobSalary): string {
  const { from, to, currency } = salary;
  const range =
    from !== null && to !== null
      ? from === to
        ? amount(from)
        : `${amount(from)} – ${amount(to)}`
      : from !== null
        ? `From ${amount(from)}`
        : `Up to ${amount(to ?? 0)}`;
  return `${range} ${currency} a year`;
}
