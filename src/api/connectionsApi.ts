/**
 * A candidate's own connections with organizations: who sees her full profile, who asked, whom
 * she declined; answering a request in the app and ending a connection
 * (GET /api/candidate/connections, POST and DELETE /api/candidate/connections/{nid}).
 */
import {
  CANDIDATE_CONNECTIONS_PATH,
  candidateConnectionPath,
  type CandidateConnection,
} from '@contract/candidates';
import { baseApi } from './baseApi';

const LIST = { type: 'Connection' as const, id: 'LIST' };

export const connectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myConnections: build.query<CandidateConnection[], void>({
      query: () => `${CANDIDATE_CONNECTIONS_PATH.slice(1)}?_format=json`,
      providesTags: [LIST],
    }),
    answerIntroduction: build.mutation<
      { message: string; status: 'connected' | 'rejected' },
      { organizationNid: number; action: 'accept' | 'decline' }
    >({
      query: ({ organizationNid, action }) => ({
        url: `${candidateConnectionPath(organizationNid).slice(1)}?_format=json`,
        method: 'POST',
        body: { action },
      }),
      invalidatesTags: [LIST],
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

export const { useMyConnectionsQuery, useAnswerIntroductionMutation, useEndConnectionMutation } =
  connectionsApi;
