/**
 * The hiring charts' API: one aggregate per chart of the employer dashboard, and the
 * candidate's own figures. Computed by the server in SQL (server/src/insights).
 */
import type { Static } from 'typebox';
import type {
  CandidateInsightsSchema,
  FunnelSchema,
  IntroductionWeeksSchema,
  JobTextsSchema,
  MatchesPerJobSchema,
} from '../schemas/insights';

/** The periods the charts offer, in days; the first is the default. */
export const INSIGHT_PERIODS = [30, 90, 365] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const isInsightPeriod = (days: number): days is InsightPeriod =>
  (INSIGHT_PERIODS as readonly number[]).includes(days);

/** The period the candidate's own figures look back on. */
export const CANDIDATE_INSIGHT_DAYS = 30;

/** How many jobs the matches chart shows: the best matched of the newest open jobs it counts. */
export const MATCHES_CHART_JOBS = 10;

const base = (organizationNid: number | string) => `/api/organization/${organizationNid}/insights`;

/** `?days=30|90|365&job={nid}`: matched → requested → accepted → on the board. */
export const funnelPath = (organizationNid: number | string): string =>
  `${base(organizationNid)}/funnel`;

/** `?days=30|90|365`: introductions requested and accepted per week, and the median answer time. */
export const introductionWeeksPath = (organizationNid: number | string): string =>
  `${base(organizationNid)}/introductions`;

/** The organization's open jobs with the most matching candidates. */
export const matchesPerJobPath = (organizationNid: number | string): string =>
  `${base(organizationNid)}/matches_per_job`;

/** The organization's open jobs by the gender coding of their texts. */
export const jobTextsPath = (organizationNid: number | string): string =>
  `${base(organizationNid)}/job_texts`;

/** The signed-in candidate's figures of the last CANDIDATE_INSIGHT_DAYS days. */
export const candidateInsightsPath = '/api/candidate/insights';

export const INSIGHT_MESSAGES = {
  period: `days must be ${INSIGHT_PERIODS.join(', ').replace(/, (\d+)$/, ' or $1')}.`,
  noJob: 'The requested job does not exist.',
  candidatesOnly: 'Only candidates have figures of their profile.',
} as const;

export type Funnel = Static<typeof FunnelSchema>;
export type IntroductionWeeks = Static<typeof IntroductionWeeksSchema>;
export type MatchesPerJob = Static<typeof MatchesPerJobSchema>;
export type JobTexts = Static<typeof JobTextsSchema>;
export type CandidateInsights = Static<typeof CandidateInsightsSchema>;
