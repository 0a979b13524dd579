/**
 * The job lists' address queries, `page={n}&q=1{filters}`, written from and read back into the
 * filter models of contract/jobs.ts (the generic part is contract/listQuery.ts).
 */
import {
  EMPTY_JOB_LIST_FILTERS,
  EMPTY_JOB_SEARCH_FILTERS,
  decodeJobListFilters,
  decodeJobSearchFilters,
  type JobListFilters,
  type JobSearchFilters,
} from '@contract/jobs';
import { readListQuery } from '@contract/listQuery';

export const readJobListQuery = (search: string) =>
  readListQuery<JobListFilters>(search, decodeJobListFilters, EMPTY_JOB_LIST_FILTERS);
export const readJobSearchQuery = (search: string) =>
  readListQuery<JobSearchFilters>(search, decodeJobSearchFilters, EMPTY_JOB_SEARCH_FILTERS);
