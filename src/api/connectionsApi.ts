/**
 * A candidate's own connections with organizations: who sees her full profile, who asked, whom
 * she declined; and ending a connection (GET and DELETE /api/candidate/connections).
 */
import { CANDIDATE_CONNECTIONS_PATH, type CandidateConnection } from '@contract/candidates';
import { baseApi } from './baseApi';

const LIST = { type: 'Connection' as const, id: 'LIST' };

export const connectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myConnections: build.query<CandidateConnection[], void>({
      query: () => `${CANDIDATE_CONNECTIONS_PATH.slice(1)}?_format=json`,
      providesTags: [LIST],
    }),
    endConnection: build.mutation<{ message: string }, number>({
      query: (organizationNid) => ({
        url: `${CANDIDATE_CONNECTIONS_PATH.slice(1)}/${organizationNid}?_format=json`,
        method: 'DELETE',
      }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useMyConnectionsQuery, useEndConnectionMutation } = connectionsApi;
