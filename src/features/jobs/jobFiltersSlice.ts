/**
 * The last query of each job list (spec 02 §3 "Browser storage": jobPostsFilterQuery for the
 * employer's /job/all, jobFilterQuery for the candidate's /jobs). Each is the list's address
 * query, `page={n}&q=1{filters}`, so the address bar, the export URL and the stored state are one
 * thing: a reload or a replayed state shows the same list. Reading and writing those queries is
 * `jobQuery.ts`, which only the job pages load.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { organizationActivated } from '@/session/activeOrganizationSlice';

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
    // The query always starts with `page={n}` (jobQuery.ts), so only that part changes.
    builder.addCase(organizationActivated, (state) => {
      state.jobPostsFilterQuery = state.jobPostsFilterQuery.replace(/^page=\d+/, 'page=0');
    });
  },
});

export const { jobPostsQueryChanged, jobSearchQueryChanged } = jobFiltersSlice.actions;
export const jobFiltersReducer = jobFiltersSlice.reducer;

type WithJobFilters = { jobFilters: JobFiltersState };
export const selectJobPostsQuery = (state: WithJobFilters) => state.jobFilters.jobPostsFilterQuery;
export const selectJobSearchQuery = (state: WithJobFilters) => state.jobFilters.jobFilterQuery;
