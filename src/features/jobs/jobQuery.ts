/**
 * The job lists' address queries, `page={n}&q=1{filters}`, written from and read back into the
 * filter models of contract/jobs.ts. Values the server would refuse drop one filter at a time.
 */
import {
  EMPTY_JOB_LIST_FILTERS,
  EMPTY_JOB_SEARCH_FILTERS,
  FilterError,
  decodeJobListFilters,
  decodeJobSearchFilters,
  encodeJobListFilters,
  encodeJobSearchFilters,
  pageOf,
  type JobListFilters,
  type JobSearchFilters,
  rawQueryOf,
  type RawQuery,
} from '@contract/jobs';

/** The address query of a list page: `page={n}&q=1{filters}`. */
export const listQuery = (page: number, encodedFilters: string): string =>
  `page=${page}&q=1${encodedFilters}`;

/** The members of `decoded` that differ from `empty`. */
function changedMembers<F extends object>(decoded: F, empty: F): Partial<F> {
  const changed: Partial<F> = {};
  for (const key of Object.keys(decoded) as (keyof F)[]) {
    if (JSON.stringify(decoded[key]) !== JSON.stringify(empty[key])) changed[key] = decoded[key];
  }
  return changed;
}

/**
 * The page and filters a pasted or stored query names. A value the server would refuse drops
 * that one filter instead of failing the whole list.
 */
export function readQuery<F extends object>(
  search: string,
  decode: (query: RawQuery) => F,
  empty: F,
): { page: number; filters: F } {
  const raw = rawQueryOf(search);
  let page: number;
  try {
    page = pageOf(raw);
  } catch {
    page = 0;
  }
  delete raw.page;
  try {
    return { page, filters: decode(raw) };
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
  }
  const filters = { ...empty };
  for (const key of Object.keys(raw)) {
    try {
      Object.assign(filters, changedMembers(decode({ [key]: raw[key] }), empty));
    } catch {
      // A malformed value of this key is left out.
    }
  }
  return { page, filters };
}

export const readJobListQuery = (search: string) =>
  readQuery<JobListFilters>(search, decodeJobListFilters, EMPTY_JOB_LIST_FILTERS);
export const readJobSearchQuery = (search: string) =>
  readQuery<JobSearchFilters>(search, decodeJobSearchFilters, EMPTY_JOB_SEARCH_FILTERS);
export const jobListQuery = (page: number, filters: JobListFilters) =>
  listQuery(page, encodeJobListFilters(filters));
export const jobSearchQuery = (page: number, filters: JobSearchFilters) =>
  listQuery(page, encodeJobSearchFilters(filters));
