import type { CombinedState } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';
import { serverRendered } from './serverState';

/** Every tag type of the product; features inject endpoints that provide and invalidate them. */
export const TAG_TYPES = [
  'User',
  'Profile',
  'Roles',
  'ReferenceData',
  'Taxonomy',
  'Organization',
  'Job',
  'Candidate',
  'Board',
  'Integration',
  'SharedUser',
  'Quota',
  'File',
  'Place',
  'Connection',
  'SavedSearch',
] as const;

/** The one RTK Query API of the SPA (ARCHITECTURE.md "Data flow in the SPA"). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // A server-rendered page's answers (src/api/serverState.ts) join the cache as if fetched here.
  extractRehydrationInfo(action, { reducerPath }) {
    if (!serverRendered.match(action)) return undefined;
    return action.payload[reducerPath] as CombinedState<
      Record<never, never>,
      (typeof TAG_TYPES)[number],
      typeof reducerPath
    >;
  },
});
