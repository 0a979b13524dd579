/** The jobs area's addresses (spec 02 §2 "Jobs area", "Candidate-side job pages"). */
export const jobPaths = {
  list: '/job/all',
  create: '/job/new',
  view: (nid: number | string) => `/job/all/${nid}`,
  /** The job's matching list, below its detail (MATCHING_ANCHOR). */
  matching: (nid: number | string) => `/job/all/${nid}#${MATCHING_ANCHOR}`,
  edit: (nid: number | string) => `/job/all/${nid}/edit`,
  /** /job/all at the stored query ('' for the first page without filters). */
  listAt: (query: string) => (query ? `/job/all?${query}` : '/job/all'),
  /** The candidate side. */
  search: '/jobs',
  searchDetail: (nid: number | string) => `/jobs/${nid}`,
} as const;

/** A route's `:id` as a node id, or null when it is not one. */
export function jobNidParam(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The id of a job's "Matching candidates" section, which the dashboard's Matches link opens. */
export const MATCHING_ANCHOR = 'matching-candidates';
