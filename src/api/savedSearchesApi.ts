/**
 * A candidate's saved job searches and their email alerts, and the unsubscribe link of an alert
 * mail (which works without signing in).
 */
import {
  jobAlertUnsubscribePath,
  SAVED_SEARCHES_PATH,
  savedSearchPath,
  type AlertFrequency,
  type JobAlertSubscription,
  type SavedSearch,
  type SavedSearchInput,
} from '@contract/savedSearches';
import { baseApi } from './baseApi';

const LIST = { type: 'SavedSearch' as const, id: 'LIST' };

export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedSearches: build.query<SavedSearch[], void>({
      query: () => SAVED_SEARCHES_PATH.slice(1),
      providesTags: [LIST],
    }),
    saveSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (body) => ({ url: SAVED_SEARCHES_PATH.slice(1), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateSavedSearch: build.mutation<
      SavedSearch,
      { id: number; name?: string; frequency?: AlertFrequency }
    >({
      query: ({ id, ...body }) => ({ url: savedSearchPath(id).slice(1), method: 'PATCH', body }),
      invalidatesTags: [LIST],
    }),
    deleteSavedSearch: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: savedSearchPath(id).slice(1), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    jobAlertSubscription: build.query<JobAlertSubscription, string>({
      query: (token) => jobAlertUnsubscribePath(token).slice(1),
    }),
    unsubscribeJobAlert: build.mutation<{ message: string }, string>({
      query: (token) => ({ url: jobAlertUnsubscribePath(token).slice(1), method: 'POST' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useSavedSearchesQuery,
  useSaveSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useJobAlertSubscriptionQuery,
  useUnsubscribeJobAlertMutation,
} = savedSearchesApi;
