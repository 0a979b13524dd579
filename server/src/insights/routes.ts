import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  candidateInsightsPath,
  funnelPath,
  INSIGHT_MESSAGES,
  INSIGHT_PERIODS,
  introductionWeeksPath,
  isInsightPeriod,
  jobTextsPath,
  matchesPerJobPath,
} from '@contract/insights/api';
import { OrganizationNidParams } from '@contract/schemas/common';
import {
  CandidateInsightsSchema,
  FunnelQuery,
  FunnelSchema,
  IntroductionWeeksSchema,
  JobTextsSchema,
  MatchesPerJobSchema,
  PeriodQuery,
  PlainQuery,
} from '@contract/schemas/insights';
import { requireUser } from '../auth/guards';
import { requireViewer } from '../candidates/viewer';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseId } from '../http/ids';
import { REST_SIGNED_IN } from '../http/routeConfig';
import { routeSchema } from '../http/routeSchema';
import { findJobByNid } from '../jobs/repository';
import { findCandidateProfileByUid } from '../profiles/candidateRepository';
import {
  candidateInsights,
  funnel,
  introductionWeeks,
  jobTexts,
  matchesPerJob,
} from './aggregates';

const TAGS = ['Insights'];

/** The period asked for: one of INSIGHT_PERIODS, the first when left out. */
function periodOf(days: number | undefined): number {
  if (days === undefined) return INSIGHT_PERIODS[0];
  if (!isInsightPeriod(days)) throw badRequest(INSIGHT_MESSAGES.period);
  return days;
}

/**
 * The hiring charts of the employer dashboard, one aggregate each, for members of the
 * organization only. The charts about candidates (the funnel, the introductions) need access to
 * the candidate database; those about the organization's own jobs are open to demo access too.
 * And the candidate's own figures: how many employers' lists showed her, how many asked.
 */
export default async function insightRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get(
    funnelPath(':nid'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary:
          'Of the candidates the matching lists showed in a period: asked for, accepted, on the board',
        tags: TAGS,
        params: OrganizationNidParams,
        querystring: FunnelQuery,
        response: { 200: FunnelSchema },
      }),
    },
    async (request) => {
      const now = app.deps.now();
      const viewer = await requireViewer(request, db, request.params.nid, now, 'full');
      const days = periodOf(request.query.days);
      let jobNid: number | null = null;
      if (request.query.job !== undefined) {
        jobNid = parseId(request.query.job);
        const job = jobNid === null ? undefined : await findJobByNid(db, jobNid);
        if (!job || job.organizationNid !== viewer.organizationNid)
          throw notFound(INSIGHT_MESSAGES.noJob);
      }
      return funnel(db, viewer.organizationNid, days, jobNid, now);
    },
  );

  app.get(
    introductionWeeksPath(':nid'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Introductions asked for and accepted per week, and the median time to an answer',
        tags: TAGS,
        params: OrganizationNidParams,
        querystring: PeriodQuery,
        response: { 200: IntroductionWeeksSchema },
      }),
    },
    async (request) => {
      const now = app.deps.now();
      const viewer = await requireViewer(request, db, request.params.nid, now, 'full');
      return introductionWeeks(db, viewer.organizationNid, periodOf(request.query.days), now);
    },
  );

  app.get(
    matchesPerJobPath(':nid'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'The organization’s open jobs with the most matching candidates',
        tags: TAGS,
        params: OrganizationNidParams,
        querystring: PlainQuery,
        response: { 200: MatchesPerJobSchema },
      }),
    },
    async (request) => {
      const now = app.deps.now();
      // A count shows no candidate: demo access sees it as the dashboard's Matches column.
      const viewer = await requireViewer(request, db, request.params.nid, now, 'granted');
      return matchesPerJob(db, viewer.organizationNid, now);
    },
  );

  app.get(
    jobTextsPath(':nid'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'The organization’s open jobs by the gender coding of their texts',
        tags: TAGS,
        params: OrganizationNidParams,
        querystring: PlainQuery,
        response: { 200: JobTextsSchema },
      }),
    },
    async (request) => {
      const now = app.deps.now();
      const viewer = await requireViewer(request, db, request.params.nid, now, 'granted');
      return jobTexts(db, viewer.organizationNid, now);
    },
  );

  app.get(
    candidateInsightsPath,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'How many employers’ matching lists showed the signed-in candidate, and asked',
        tags: TAGS,
        querystring: PlainQuery,
        response: { 200: CandidateInsightsSchema },
      }),
    },
    async (request) => {
      const profile = await findCandidateProfileByUid(db, requireUser(request).userId);
      if (!profile) throw forbidden(INSIGHT_MESSAGES.candidatesOnly);
      return candidateInsights(db, profile.row.nid, app.deps.now());
    },
  );
}
