/**
 * The job lists' filters and their encodings (spec 02 §7 "Job export filter parameters"): the one
 * definition of how filters travel in the export URLs and in the browser's address bar, so the
 * SPA and the server read them the same way.
 */
import {
  FilterError,
  KEY,
  LOCATION,
  decodeLocation,
  distanceOf,
  encodeDistance,
  encodeLocation,
  ids,
  list,
  param,
  searchOf,
  searchWords,
  single,
  skillsOf,
  type DistanceKm,
  type RawQuery,
  type SkillsOperator,
} from './listQuery';

/** The Expired filter: only expired jobs, only active ones, or both. */
export type ValidityFilter = 'expired' | 'active' | null;

/** How a job's texts are worded, as the gender check groups them (feminine, neutral, masculine). */
export const JOB_WORDINGS = ['feminine', 'neutral', 'masculine'] as const;
export type JobWording = (typeof JOB_WORDINGS)[number];
export const JOB_WORDING_LABELS: Record<JobWording, string> = {
  feminine: 'Feminine-coded',
  neutral: 'Neutral',
  masculine: 'Masculine-coded',
};
/** The stored categories (jobs.gender_coding) each wording stands for. */
export const JOB_WORDING_CATEGORIES: Record<JobWording, readonly string[]> = {
  feminine: ['feminine', 'strongly feminine'],
  neutral: ['neutral'],
  masculine: ['masculine', 'strongly masculine'],
};

/** The employer's job list filters (/job/all). */
export interface JobListFilters {
  search: string;
  skills: number[];
  skillsOperator: SkillsOperator;
  remote: string[];
  locations: string[];
  countries: number[];
  validity: ValidityFilter;
  employment: string[];
  featured: boolean;
  /** The wording of the job texts (the dashboard's Job texts chart links here). */
  wording: JobWording[];
}

export const EMPTY_JOB_LIST_FILTERS: JobListFilters = {
  search: '',
  skills: [],
  skillsOperator: 'any',
  remote: [],
  locations: [],
  countries: [],
  validity: null,
  employment: [],
  featured: false,
  wording: [],
};

/** Date-posted choices of the candidate job search (spec 02 §9). */
export const DATE_POSTED = ['past_24_hours', 'past_week', 'past_month'] as const;
export type DatePosted = (typeof DATE_POSTED)[number];
export const DATE_POSTED_LABELS: Record<DatePosted | 'any', string> = {
  past_24_hours: 'Past 24 hours',
  past_week: 'Past week',
  past_month: 'Past month',
  any: 'Any time',
};
/** Hours each date-posted choice looks back. */
export const DATE_POSTED_HOURS: Record<DatePosted, number> = {
  past_24_hours: 24,
  past_week: 24 * 7,
  past_month: 24 * 30,
};

/** The candidate's job search filters (/jobs). */
export interface JobSearchFilters {
  search: string;
  organizations: number[];
  skills: number[];
  skillsOperator: SkillsOperator;
  countries: number[];
  locations: string[];
  /** Kilometres around the locations' cities; null: the cities themselves. */
  distance: DistanceKm | null;
  employment: string[];
  remote: string[];
  experience: string[];
  created: DatePosted | null;
  /** Lowest yearly salary wanted, in the job's currency. */
  salaryMin: number | null;
  /** Only organizations that report flexible hours (company facts). */
  flexibleHours: boolean;
  /** Only organizations that report at least this many weeks of paid parental leave. */
  parentalLeaveMinWeeks: number | null;
}

/**
 * How /jobs orders its results: `relevance` is how well each job matches the search text (title
 * and skills above the description, exact above typo readings, then newest); `date` is featured
 * first, then newest first; `best_match` is by how well each job fits the signed-in candidate
 * (contract/matching), best first. Relevance is the default when there is a search text, date
 * when there is none (relevance then has nothing to measure and is date). The order is not a
 * filter: saved searches and their alerts do not keep it.
 */
export const JOB_SORTS = ['relevance', 'date', 'best_match'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** The order a job search has when none is asked for. */
export const defaultJobSort = (search: string): 'date' | 'relevance' =>
  search.trim() === '' ? 'date' : 'relevance';

/** The order of a /api/jobs/search query or of /jobs's address. */
export function decodeJobSort(query: RawQuery): JobSort {
  const sort = single(query, 'sort');
  if (sort === undefined) return defaultJobSort(searchOf(query));
  if (!(JOB_SORTS as readonly string[]).includes(sort))
    throw new FilterError(`sort must be one of ${JOB_SORTS.join(', ')}.`);
  return sort as JobSort;
}

/** The order part of a job search request and of /jobs's address ('' for the default). */
export const encodeJobSort = (sort: JobSort, search: string): string =>
  sort === defaultJobSort(search) ? '' : `&sort=${sort}`;

/** The parental-leave thresholds the job search offers, in weeks. */
export const PARENTAL_LEAVE_STEPS = [12, 16, 26, 52] as const;

export const EMPTY_JOB_SEARCH_FILTERS: JobSearchFilters = {
  search: '',
  organizations: [],
  skills: [],
  skillsOperator: 'any',
  countries: [],
  locations: [],
  distance: null,
  employment: [],
  remote: [],
  experience: [],
  created: null,
  salaryMin: null,
  flexibleHours: false,
  parentalLeaveMinWeeks: null,
};

/**
 * The filter part of an employer export URL and of /job/all's address: `&search=a+b
 * &field_technical_skills=1+2 ...` ('' with no filters). Values keep the spec's separators:
 * '+' for several values (any), ',' for all skills.
 */
export function encodeJobListFilters(filters: JobListFilters): string {
  const words = searchWords(filters.search);
  return [
    param('search', words),
    param('field_technical_skills', filters.skills, filters.skillsOperator === 'all' ? ',' : '+'),
    param('field_remote_job', filters.remote),
    param('field_location', filters.locations.map(encodeLocation)),
    param('country', filters.countries),
    filters.validity
      ? `&field_valid_until_op=${filters.validity === 'expired' ? '%3C' : '%3E'}&field_valid_until%5Bvalue%5D=now`
      : '',
    param('field_employment_type', filters.employment),
    filters.featured ? '&sticky=1' : '',
    param('field_gender_coding', filters.wording),
  ].join('');
}

/** The filter part of a job search request and of /jobs's address ('' with no filters). */
export function encodeJobSearchFilters(filters: JobSearchFilters): string {
  return [
    param('search', searchWords(filters.search)),
    param('hiring_organization', filters.organizations),
    param('skills', filters.skills, filters.skillsOperator === 'all' ? ',' : '+'),
    param('country', filters.countries),
    param('location', filters.locations.map(encodeLocation)),
    encodeDistance(filters.distance),
    param('employment_type', filters.employment),
    param('remote', filters.remote),
    param('experience', filters.experience),
    filters.created ? `&created=${filters.created}` : '',
    filters.salaryMin !== null ? `&salary_min=${filters.salaryMin}` : '',
    filters.flexibleHours ? '&flexible_hours=1' : '',
    filters.parentalLeaveMinWeeks !== null
      ? `&parental_leave_min=${filters.parentalLeaveMinWeeks}`
      : '',
  ].join('');
}

/** The wordings named by `field_gender_coding=feminine+masculine`. */
function wordingsOf(query: RawQuery): JobWording[] {
  const named = list(query, 'field_gender_coding', KEY);
  for (const wording of named)
    if (!(JOB_WORDINGS as readonly string[]).includes(wording))
      throw new FilterError(`field_gender_coding must name ${JOB_WORDINGS.join(', ')}.`);
  return JOB_WORDINGS.filter((wording) => named.includes(wording));
}

/** Reads the employer filters of an export query or of /job/all's address. */
export function decodeJobListFilters(query: RawQuery): JobListFilters {
  const { skills, operator } = skillsOf(query, 'field_technical_skills');
  const op = single(query, 'field_valid_until_op');
  const when = single(query, 'field_valid_until[value]');
  let validity: ValidityFilter = null;
  if (op !== undefined) {
    if (op !== '<' && op !== '>')
      throw new FilterError('field_valid_until_op must be "<" (expired) or ">" (not expired).');
    if (when !== undefined && when !== 'now')
      throw new FilterError('field_valid_until[value] must be "now".');
    validity = op === '<' ? 'expired' : 'active';
  } else if (when !== undefined) {
    throw new FilterError('field_valid_until[value] needs field_valid_until_op.');
  }
  const sticky = single(query, 'sticky');
  if (sticky !== undefined && sticky !== '1' && sticky !== '0')
    throw new FilterError('sticky must be 1 (featured only) or 0.');
  return {
    search: searchOf(query),
    skills,
    skillsOperator: operator,
    remote: list(query, 'field_remote_job', KEY),
    locations: list(query, 'field_location', LOCATION).map(decodeLocation),
    countries: ids(query, 'country'),
    validity,
    employment: list(query, 'field_employment_type', KEY),
    featured: sticky === '1',
    wording: wordingsOf(query),
  };
}

/** Reads the candidate search filters of a /api/jobs/search query or of /jobs's address. */
export function decodeJobSearchFilters(query: RawQuery): JobSearchFilters {
  const { skills, operator } = skillsOf(query, 'skills');
  const created = single(query, 'created');
  if (created !== undefined && !(DATE_POSTED as readonly string[]).includes(created))
    throw new FilterError(`created must be one of ${DATE_POSTED.join(', ')}.`);
  const salary = single(query, 'salary_min');
  if (salary !== undefined && !/^(0|[1-9][0-9]{0,8})$/.test(salary))
    throw new FilterError('salary_min must be a whole number.');
  const flexible = single(query, 'flexible_hours');
  if (flexible !== undefined && flexible !== '1' && flexible !== '0')
    throw new FilterError('flexible_hours must be 1 (only flexible hours) or 0.');
  const leave = single(query, 'parental_leave_min');
  if (leave !== undefined && (!/^(0|[1-9][0-9]{0,2})$/.test(leave) || Number(leave) > 104))
    throw new FilterError('parental_leave_min must be a whole number of weeks from 0 to 104.');
  return {
    search: searchOf(query),
    organizations: ids(query, 'hiring_organization'),
    skills,
    skillsOperator: operator,
    countries: ids(query, 'country'),
    locations: list(query, 'location', LOCATION).map(decodeLocation),
    distance: distanceOf(query),
    employment: list(query, 'employment_type', KEY),
    remote: list(query, 'remote', KEY),
    experience: list(query, 'experience', KEY),
    created: (created as DatePosted | undefined) ?? null,
    salaryMin: salary === undefined ? null : Number(salary),
    flexibleHours: flexible === '1',
    parentalLeaveMinWeeks: leave === undefined ? null : Number(leave),
  };
}

/** Query keys of the employer export besides the filters. */
export const JOB_EXPORT_KEYS = [
  '_format',
  'page',
  'q',
  'search',
  'field_technical_skills',
  'field_remote_job',
  'field_location',
  'country',
  'field_valid_until_op',
  'field_valid_until[value]',
  'field_employment_type',
  'sticky',
  'field_gender_coding',
] as const;

/** Query keys of the candidate search. */
export const JOB_SEARCH_KEYS = [
  '_format',
  'page',
  'q',
  'search',
  'hiring_organization',
  'skills',
  'country',
  'location',
  'distance',
  'employment_type',
  'remote',
  'experience',
  'created',
  'salary_min',
  'flexible_hours',
  'parental_leave_min',
  'sort',
] as const;
