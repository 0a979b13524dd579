/**
 * The matching lists' API: the candidates who fit one of an organization's jobs, best first,
 * each with its score and the reasons of contract/matching/score.ts.
 */
import type { Static } from 'typebox';
import type {
  JobMatchSchema,
  MatchCountSchema,
  MatchingCandidateSchema,
} from '../schemas/matching';
import { MATCH_PAGE_SIZE, MATCH_POOL, MATCH_COUNT_JOBS } from '../constants';
export { MATCH_PAGE_SIZE, MATCH_POOL, MATCH_COUNT_JOBS };

export const matchingCandidatesPath = (
  organizationNid: number | string,
  jobNid: number | string,
): string => `/api/organization/${organizationNid}/jobs/${jobNid}/matching_candidates`;

export type MatchingCandidate = Static<typeof MatchingCandidateSchema>;

/**
 * How many candidates each of an organization's jobs matches (the dashboard's Matches column):
 * `?jobs={nid}+{nid}…` names up to MATCH_COUNT_JOBS of its jobs.
 */
export const matchCountsPath = (organizationNid: number | string): string =>
  `/api/organization/${organizationNid}/jobs/match_counts`;

/** A job and the number of candidates its list ranks, up to MATCH_POOL + 1 ("more"). */
export type MatchCount = Static<typeof MatchCountSchema>;

/**
 * How one active job fits the signed-in candidate, and why, in her words: what the job's detail
 * shows whatever the list's order, on a pasted address and from a job-alert mail.
 */
export const jobMatchPath = (jobNid: number | string): string => `/api/job/${jobNid}/match`;

export type JobMatch = Static<typeof JobMatchSchema>;
