/**
 * Job postings (spec 02 §3 "Job posting", §4 validity and featuring, §5 "Job form", §7 "Jobs",
 * §9). Shared by the SPA and the server.
 *
 * A job is the JSON:API resource `node--job_posting`; the lists are Drupal "REST export" views:
 * bare JSON arrays of flat rows, each carrying `total_rows`. Their filters and
 * encodings are in jobFilters.ts.
 */
import type { Static } from 'typebox';
import type { JobAttributesSchema } from './schemas/jobs';
import type { MatchReason } from './matching/score';
import { JOB_TYPE, JOB_PAGE_SIZE, MAX_JOB_TITLE, MAX_JOB_SKILLS } from './constants';
export { JOB_TYPE, JOB_PAGE_SIZE, MAX_JOB_TITLE, MAX_JOB_SKILLS };

export const JOB_BUNDLE = 'job_posting';
export const JOB_COLLECTION_PATH = '/api/node/job_posting';
export const JOB_SEARCH_PATH = '/api/jobs/search';
export const jobExportPath = (orgNid: number | string): string => `/api/jobs/export/${orgNid}`;
export const jobStickyPath = (nid: number | string, sticky: 0 | 1): string =>
  `/api/job/${nid}/sticky/${sticky}`;
export const jobQuotaLeftPath = (orgNid: number | string): string =>
  `/api/organization/${orgNid}/job_quota_left`;
export const featuredJobQuotaLeftPath = (orgNid: number | string): string =>
  `/api/organization/${orgNid}/featured_job_quota_left`;

/** The default currency of a job when its organization names none (spec 02 §9). */
export const DEFAULT_CURRENCY = 'USD';
/** How far ahead a job may be valid, in days. */
export const MAX_VALIDITY_DAYS = 366;
/** Messages of the jobs area (spec 02 §2, §5, §8), verbatim. */
export const JOB_MESSAGES = {
  required: 'Required',
  salary: 'Both values are required ( from > to )',
  url: 'Please provide valid url',
  validUntilLabel: 'Valid Until*',
  quotaExceeded: 'Job post quota exceeded. Please contact',
  organizationIncomplete:
    'Please add the organization description and organization logo to save the job post.',
  goToOrganization: 'Go to edit organization',
  added: 'Job have been added',
  deleteQuestion: 'Are you sure you want to delete this job?',
  featuredQuotaEmpty:
    'Please remove one or more from the feature jobs list to add new ones or contact sales',
  feature: 'Feature this job post',
  unfeature: 'Remove from the feature jobs list',
  noResult: 'No result found',
  dashboardEmpty: 'You have not published any job offers yet. Add a new job posting.',
  selectOrganization: 'Please Select Active Organization',
} as const;

/** Server messages a client may show as they are. */
export const JOB_SERVER_MESSAGES = {
  quotaUsedUp:
    'Your organization has used up its job post quota. Delete or expire a job, or contact sales to raise the quota.',
  featuredQuotaUsedUp:
    'Your organization has used up its featured job quota. Remove a job from the featured list first, or contact sales.',
  expiredNotFeatured: 'An expired job cannot be featured. Extend its Valid Until date first.',
  organizationIncomplete: 'Add the organization description and logo before publishing a job post.',
  notFound: 'The requested job does not exist.',
  notMember: 'Only admins of the hiring organization may change its jobs.',
} as const;

/** Attributes of `node--job_posting` as read (`drupal_internal__nid` etc. included). */
export type JobAttributes = Static<typeof JobAttributesSchema>;

/** Include paths the job routes accept. */
export const JOB_INCLUDES = [
  'field_hiring_organization',
  'field_hiring_organization.field_logo',
  'field_job_country',
  'field_technical_skills',
] as const;

/**
 * A job is active while its valid-until day has not ended (UTC): "Active when valid-until is
 * later than now" (spec 02 §4), with the date read as the whole day the employer picked.
 */
export function isJobActive(validUntil: string, now: Date = new Date()): boolean {
  return validUntil >= now.toISOString().slice(0, 10);
}

/** The default valid-until of a new job: one month from `today` (spec 02 §4), YYYY-MM-DD. */
export function defaultValidUntil(today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const day = date.getUTCDate();
  date.setUTCMonth(date.getUTCMonth() + 1);
  // 31 January + one month is the last day of February, not 3 March.
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** One row of GET /api/jobs/export/{orgNid}?_format=json&page={n}{filters}. */
export interface JobExportRow {
  nid: number;
  uuid: string;
  title: string;
  /** RFC 3339. */
  created: string;
  /** YYYY-MM-DD. */
  field_valid_until: string;
  /** 1 when featured. */
  sticky: 0 | 1;
  /** Key of list `employment_type`. */
  field_employment_type_1: string;
  /** Key of list `remote_job`. */
  field_remote_job_1: string;
  /** Country term id, or ''. */
  field_job_country_1: string;
  field_job_state: string;
  field_job_city_name: string;
  /** Technical skill term ids joined by commas. */
  field_technical_skills_1: string;
  /** 'from-to' in the job's currency, '' when the job shows no salary. */
  field_basesalary_year: string;
  field_base_salary_year_from: number | null;
  field_base_salary_year_to: number | null;
  field_currency: string;
  /** The gender-coded wording category of the texts (contract/gender), or '' when not known. */
  field_gender_coding: string;
  /** 'greenhouse' for a job imported from a connected Greenhouse board. */
  field_source: '' | 'greenhouse';
  total_rows: number;
}

/** One row of GET /api/jobs/search?_format=json&page={n}{filters} (active jobs only). */
export interface JobSearchRow extends JobExportRow {
  /** A signed URL of the hiring organization's logo, or ''. */
  logo: string;
  /** The hiring organization's title. */
  field_hiring_organization_1: string;
  field_hiring_organization_nid: number;
  /** 'City, State, Country name' as far as known, or 'Remote'. */
  field_location_requirement: string;
  /** Key of list `professional_experience`, or ''. */
  field_professional_experience: string;
  /** Sanitized basic_html, for the detail pane. */
  field_description: string;
  field_experience_requirements: string;
  field_apply_url: string;
  field_application_method: string;
  /** How well the job fits the candidate asking, in best-match order only (contract/matching). */
  match_score?: number;
  /** The facts the score is made of. */
  match_reasons?: MatchReason[];
}
