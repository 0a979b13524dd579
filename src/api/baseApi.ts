import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQueryWithReauth';

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
});
