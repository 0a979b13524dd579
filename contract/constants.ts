/**
 * Constants the request and response schemas (contract/schemas) share with the rest of the
 * contract. They sit below both, so a schema never imports the module that names its type
 * (`npm run check` refuses a circle). Each module re-exports its own, so code imports them from
 * where it always did.
 */

// Candidates

/** Spec 02 §9: candidate list page size. */
export const CANDIDATE_PAGE_SIZE = 50;
/** The "new profiles" filter's choices, in months. */
export const NEW_PROFILE_MONTHS = [1, 3, 6, 9, 12] as const;
/** Columns one organization's candidate board may have, and the longest column title. */
export const MAX_BOARD_COLUMNS = 50;
export const MAX_COLUMN_TITLE = 60;

// Profiles

/** Skill levels stored in field_technical_skills_exp / field_personal_skills_exp. */
export const SKILL_LEVELS = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
} as const;

// Places

/** Most city suggestions one request may ask for. */
export const CITY_SEARCH_MAX_LIMIT = 10;

// Organizations

/** The JSON:API type of an organization. */
export const ORGANIZATION_TYPE = 'node--organization_profile';
/** Organization list page size (spec 02 §9) for /organization/all and /organizations. */
export const ORGANIZATION_PAGE_SIZE = 30;
/** Organizations fetched per request when the job filter loads them all (spec 02 §7). */
export const ORGANIZATION_EXPORT_CHUNK = 50;
/** At most this many culture images per organization. */
export const MAX_CULTURE_IMAGES = 12;
/** At most this many videos per organization. */
export const MAX_VIDEOS = 10;
/** Billing fields (spec 02 §3): members only, every value trimmed, blank stored as null. */
export const BILLING_FIELDS = [
  'field_billing_first_name',
  'field_billing_last_name',
  'field_billing_email',
  'field_billing_phone',
  'field_company_data_company',
  'field_company_data_vat_ein',
  'field_company_data_address_1',
  'field_company_data_address_2',
  'field_company_data_postal_code',
  'field_company_data_city',
  'field_company_data_state',
  'field_company_data_country',
] as const;

// Jobs

/** The JSON:API type of a job. */
export const JOB_TYPE = 'node--job_posting';
/** Rows per page of every job list (spec 02 §9). */
export const JOB_PAGE_SIZE = 50;
/** Longest title, identifier, city and state, in characters. */
export const MAX_JOB_TITLE = 255;
/** Most technical skills on one job. */
export const MAX_JOB_SKILLS = 30;

// Matching

/** Rows per page of a matching list. */
export const MATCH_PAGE_SIZE = 20;
/**
 * Candidates a job's list ranks at the most: the newest who share at least one of its skills
 * (all active candidates when it names none). Scoring a bounded set keeps the answer fast at any
 * number of profiles; the newest are the ones most likely still looking.
 */
export const MATCH_POOL = 5_000;
/** Jobs one match-count request may name: the dashboard's rows. */
export const MATCH_COUNT_JOBS = 50;
