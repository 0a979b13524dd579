/**
 * The last query of each job list (spec 02 §3 "Browser storage": jobPostsFilterQuery for the
 * employer's /job/all, jobFilterQuery for the candidate's /jobs). Each is the list's address
 * query, `page={n}&q=1{filters}`, so the address bar, the export URL and the stored state are one
 * thing: a reload or a replayed state shows the same list.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  type RawQuery,
} from '@contract/jobs';
import { organizationActivated } from '@/features/shell/activeOrganizationSlice';

export interface JobFiltersState {
  /** The employer's /job/all query, '' before the first visit. */
  jobPostsFilterQuery: string;
  /** The candidate's /jobs query, '' before the first visit. */
  jobFilterQuery: string;
}

export const initialJobFiltersState: JobFiltersState = {
  jobPostsFilterQuery: '',
  jobFilterQuery: '',
};

/** The address query of a list page: `page={n}&q=1{filters}`. */
export const listQuery = (page: number, encodedFilters: string): string =>
  `page=${page}&q=1${encodedFilters}`;

/** A query string read as the contract's raw query (every key once; repeats kept as lists). */
export function rawQueryOf(search: string): RawQuery {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw: RawQuery = {};
  for (const [key, value] of params) {
    const seen = raw[key];
    raw[key] = seen === undefined ? value : ([] as string[]).concat(seen, value);
  }
  return raw;
}

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
function readQuery<F extends object>(
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

const jobFiltersSlice = createSlice({
  name: 'jobFilters',
  initialState: initialJobFiltersState,
  reducers: {
    jobPostsQueryChanged(state, action: PayloadAction<string>) {
      state.jobPostsFilterQuery = action.payload;
    },
    jobSearchQueryChanged(state, action: PayloadAction<string>) {
      state.jobFilterQuery = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Spec 02 §4: changing the active organization resets the job list to page 0.
    builder.addCase(organizationActivated, (state) => {
      if (state.jobPostsFilterQuery === '') return;
      const { filters } = readJobListQuery(state.jobPostsFilterQuery);
      state.jobPostsFilterQuery = jobListQuery(0, filters);
    });
  },
});

export const { jobPostsQueryChanged, jobSearchQueryChanged } = jobFiltersSlice.actions;
export const jobFiltersReducer = jobFiltersSlice.reducer;

type WithJobFilters = { jobFilters: JobFiltersState };
export const selectJobPostsQuery = (state: WithJobFilters) => state.jobFilters.jobPostsFilterQuery;
export const selectJobSearchQuery = (state: WithJobFilters) => state.jobFilters.jobFilterQuery;
