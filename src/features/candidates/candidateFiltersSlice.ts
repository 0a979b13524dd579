/**
 * The last query of /candidates/filter (spec 02 §3 "Browser storage": the candidate filter state
 * in local storage). It is the page's address query, `page={n}&q=1{filters}`, so the address
 * bar, the export URL and the stored state are one thing; coming back to /candidates/filter
 * without a query shows the last search again.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { organizationActivated } from '@/session/activeOrganizationSlice';

export interface CandidateFiltersState {
  /** '' before the first search. */
  candidateFilterQuery: string;
}

export const initialCandidateFiltersState: CandidateFiltersState = { candidateFilterQuery: '' };

const candidateFiltersSlice = createSlice({
  name: 'candidateFilters',
  initialState: initialCandidateFiltersState,
  reducers: {
    candidateQueryChanged(state, action: PayloadAction<string>) {
      state.candidateFilterQuery = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another organization has other candidates: its list starts on the first page.
    builder.addCase(organizationActivated, (state) => {
      state.candidateFilterQuery = state.candidateFilterQuery.replace(/^page=\d+/, 'page=0');
    });
  },
});

export const { candidateQueryChanged } = candidateFiltersSlice.actions;
export const candidateFiltersReducer = candidateFiltersSlice.reducer;

export const selectCandidateQuery = (state: { candidateFilters: CandidateFiltersState }) =>
  state.candidateFilters.candidateFilterQuery;
