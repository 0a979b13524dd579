/**
 * The job lists' address queries, `page={n}&q=1{filters}`, written from and read back into the
 * filter models of contract/jobs.ts (the generic part is contract/listQuery.ts).
 */
import {
  EMPTY_JOB_LIST_FILTERS,
  EMPTY_JOB_SEARCH_FILTERS,
  decodeJobListFilters,
  decodeJobSearchFilters,
  decodeJobSort,
  defaultJobSort,
  encodeJobSearchFilters,
  encodeJobSort,
  type JobListFilters,
  type JobSearchFilters,
  type JobSort,
} from '@contract/jobFilters';
import { readListQuery, type RawQuery } from '@contract/listQuery';

export const readJobListQuery = (search: string) =>
  readListQuery<JobListFilters>(search, decodeJobListFilters, EMPTY_JOB_LIST_FILTERS);

/** What /jobs's address holds besides the page: the filters and the order. */
export type JobSearchView = JobSearchFilters & { sort: JobSort };

export const EMPTY_JOB_SEARCH_VIEW: JobSearchView = { ...EMPTY_JOB_SEARCH_FILTERS, sort: 'date' };

const decodeJobSearchView = (query: RawQuery): JobSearchView => ({
  ...decodeJobSearchFilters(query),
  sort: decodeJobSort(query),
});

export const readJobSearchQuery = (search: string) =>
  readListQuery<JobSearchView>(search, decodeJobSearchView, EMPTY_JOB_SEARCH_VIEW);

/** The filter and order part of a job search request and of /jobs's address. */
export const encodeJobSearchView = (view: JobSearchView): string =>
  encodeJobSearchFilters(view) + encodeJobSort(view.sort, view.search);

/**
 * The order after the search text changed: an order she chose stays; the default follows the
 * text (relevance once there is one, newest without), and relevance needs a text.
 */
export function sortAfterSearch(view: { sort: JobSort; search: string }, search: string): JobSort {
  if (view.sort === defaultJobSort(view.search) || view.sort === 'relevance')
    return defaultJobSort(search);
  return view.sort;
}
