/** The jobs area's addresses (spec 02 §2 "Jobs area", "Candidate-side job pages"). */
export const jobPaths = {
  list: '/job/all',
  create: '/job/new',
  view: (nid: number | string) => `/job/all/${nid}`,
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
