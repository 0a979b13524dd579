/**
 * The hiring charts of the employer dashboard, one aggregate each, and the candidate's own
 * figures (contract/insights). Read-only; a minute old is fresh enough for a chart.
 */
import {
  candidateInsightsPath,
  funnelPath,
  introductionWeeksPath,
  jobTextsPath,
  matchesPerJobPath,
  type CandidateInsights,
  type Funnel,
  type InsightPeriod,
  type IntroductionWeeks,
  type JobTexts,
  type MatchesPerJob,
} from '@contract/insights/api';
import { baseApi } from './baseApi';

const FRESH_SECONDS = 60;
const url = (path: string, query = '') => `${path.slice(1)}?_format=json${query}`;

export const insightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    funnel: build.query<Funnel, { orgNid: number; days: InsightPeriod; job: number | null }>({
      query: ({ orgNid, days, job }) =>
        url(funnelPath(orgNid), `&days=${days}${job === null ? '' : `&job=${job}`}`),
      keepUnusedDataFor: FRESH_SECONDS,
    }),
    introductionWeeks: build.query<IntroductionWeeks, { orgNid: number; days: InsightPeriod }>({
      query: ({ orgNid, days }) => url(introductionWeeksPath(orgNid), `&days=${days}`),
      keepUnusedDataFor: FRESH_SECONDS,
    }),
    matchesPerJob: build.query<MatchesPerJob, number>({
      query: (orgNid) => url(matchesPerJobPath(orgNid)),
      keepUnusedDataFor: FRESH_SECONDS,
    }),
    jobTexts: build.query<JobTexts, number>({
      query: (orgNid) => url(jobTextsPath(orgNid)),
      keepUnusedDataFor: FRESH_SECONDS,
    }),
    candidateInsights: build.query<CandidateInsights, void>({
      query: () => url(candidateInsightsPath),
      keepUnusedDataFor: FRESH_SECONDS,
    }),
  }),
});

export const {
  useFunnelQuery,
  useIntroductionWeeksQuery,
  useMatchesPerJobQuery,
  useJobTextsQuery,
  useCandidateInsightsQuery,
} = insightsApi;
