import type { ListFieldOptions } from '@contract/reference';

/** Employment types; also the candidate's field_looking_for_opportunities values. */
export const EMPLOYMENT_TYPE: ListFieldOptions = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
  working_student: 'Working student',
  apprenticeship: 'Apprenticeship',
  temporary: 'Temporary',
};

/**
 * A job's remote setting. Spec 02 relies on the keys 'remote' (no city needed) and 'no'.
 */
export const REMOTE_JOB: ListFieldOptions = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  no: 'On-site',
};

/** How candidates apply to a job. */
export const APPLICATION_METHOD: ListFieldOptions = {
  apply_url: 'Apply on the company website',
  email: 'Apply by email',
  matchboard: 'Apply through Matchboard',
};
