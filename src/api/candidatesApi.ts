/**
 * Candidates as employers see them (spec 02 §7 "Candidates"): the search export (full or demo),
 * a candidate's profile, introductions and the weekly invite quota, and the candidate's answer to
 * an introduction mail. The board's calls are in features/candidates/board/boardApi.ts.
 */
import type { JsonApiDocument } from '@contract/jsonapi';
import {
  CANDIDATE_ACCESS_PROCESS_PATH,
  CANDIDATE_DEMO_EXPORT_PATH,
  CANDIDATE_EXPORT_PATH,
  EMPLOYER_PROFILE_INCLUDES,
  candidateProfilePath,
  demoCandidateProfilePath,
  inviteQuotaLeftPath,
  requestAccessPath,
  type AccessPreview,
  type CandidateRow,
  type ConnectionStatus,
  type IntroductionMail,
} from '@contract/candidates';
import type { InviteQuota } from '@contract/organizations';
import {
  matchCountsPath,
  matchingCandidatesPath,
  type MatchCount,
  type MatchingCandidate,
} from '@contract/matching/api';
import { baseApi } from './baseApi';
import { decodeProfile, type CandidateProfile } from './profileDecoding';

/** A candidate's profile with what the server says about this organization's access. */
export interface EmployerCandidateView {
  profile: CandidateProfile;
  status: ConnectionStatus;
  initialsOnly: boolean;
  /** A blurred stand-in picture (demo access), or null. */
  blurredPicture: string | null;
  /** While an introduction is requested: whether its mail has gone out. */
  introductionMail: IntroductionMail | null;
  /** The profile's node id, which the introduction request names. */
  nid: string;
}

export interface CandidateSearchArgs {
  orgNid: number;
  page: number;
  /** The encoded filters (contract encodeCandidateFilters). */
  filterQuery: string;
  /** Demo access: the demo export, which never carries identifying data. */
  demo: boolean;
}

export interface AccessAnswer {
  message: string;
  connection_status?: ConnectionStatus;
  /** The candidate's answer (access_process): connected or rejected. */
  status?: ConnectionStatus;
  invites_left?: number;
}

const LIST = { type: 'Candidate' as const, id: 'LIST' };
const QUOTA = { type: 'Quota' as const, id: 'invites' };

export const candidatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchCandidates: build.query<CandidateRow[], CandidateSearchArgs>({
      query: ({ orgNid, page, filterQuery, demo }) =>
        `${(demo ? CANDIDATE_DEMO_EXPORT_PATH : CANDIDATE_EXPORT_PATH).slice(1)}?_format=json&page=${page}&org_id=${orgNid}${filterQuery}`,
      providesTags: [LIST],
    }),
    /** One page of the candidates who fit a job, best first (contract/matching). */
    matchingCandidates: build.query<
      MatchingCandidate[],
      { orgNid: number; jobNid: number; page: number }
    >({
      query: ({ orgNid, jobNid, page }) =>
        `${matchingCandidatesPath(orgNid, jobNid).slice(1)}?_format=json&page=${page}`,
      providesTags: [LIST],
    }),
    /** How many candidates each of the named jobs matches (the dashboard's Matches column). */
    jobMatchCounts: build.query<MatchCount[], { orgNid: number; jobNids: number[] }>({
      query: ({ orgNid, jobNids }) =>
        `${matchCountsPath(orgNid).slice(1)}?_format=json&jobs=${jobNids.join('+')}`,
      providesTags: [LIST],
    }),
    getEmployerCandidate: build.query<
      EmployerCandidateView | null,
      { uuid: string; orgNid: number; demo: boolean }
    >({
      query: ({ uuid, orgNid, demo }) =>
        demo
          ? `${demoCandidateProfilePath(uuid).slice(1)}?org_id=${orgNid}&include=${EMPLOYER_PROFILE_INCLUDES.join(',')}`
          : `${candidateProfilePath(uuid).slice(1)}?org_id=${orgNid}&include=${EMPLOYER_PROFILE_INCLUDES.join(',')}`,
      transformResponse: (doc: JsonApiDocument) => {
        const resource = Array.isArray(doc.data) ? doc.data[0] : doc.data;
        if (!resource) return null;
        const profile = decodeProfile(doc, resource) as CandidateProfile;
        const extra = resource.attributes as Record<string, unknown>;
        return {
          profile,
          status: (extra.connection_status as ConnectionStatus | undefined) ?? 'new',
          introductionMail: (extra.introduction_mail as IntroductionMail | undefined) ?? null,
          nid: String(extra.drupal_internal__nid ?? ''),
          initialsOnly: extra.field_initials_only === '1',
          blurredPicture: (extra.field_blurred_picture as string | undefined) ?? null,
        };
      },
      providesTags: (_result, _error, { uuid }) => [{ type: 'Candidate', id: uuid }],
    }),
    inviteQuota: build.query<InviteQuota, number>({
      query: (orgNid) => inviteQuotaLeftPath(orgNid).slice(1),
      providesTags: [QUOTA],
    }),
    requestAccess: build.mutation<AccessAnswer, { orgNid: number; nodeId: string; uuid: string }>({
      query: ({ orgNid, nodeId }) => ({
        url: `${requestAccessPath(orgNid, nodeId).slice(1)}?_format=json`,
        method: 'POST',
        body: [],
      }),
      invalidatesTags: (_result, _error, { uuid }) => [QUOTA, { type: 'Candidate', id: uuid }],
    }),
    /** Who asks through a mailed introduction link; reading it answers nothing. */
    candidateAccessRequest: build.query<AccessPreview, string>({
      query: (token) =>
        `${CANDIDATE_ACCESS_PROCESS_PATH.slice(1)}?token=${encodeURIComponent(token)}`,
      keepUnusedDataFor: 0,
    }),
    processCandidateAccess: build.mutation<AccessAnswer, string>({
      query: (search) => ({
        url: `${CANDIDATE_ACCESS_PROCESS_PATH.slice(1)}${search}`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useSearchCandidatesQuery,
  useMatchingCandidatesQuery,
  useGetEmployerCandidateQuery,
  useInviteQuotaQuery,
  useRequestAccessMutation,
  useProcessCandidateAccessMutation,
  useCandidateAccessRequestQuery,
  useJobMatchCountsQuery,
} = candidatesApi;
