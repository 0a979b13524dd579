import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  jobMatchPath,
  MATCH_COUNT_JOBS,
  matchCountsPath,
  matchingCandidatesPath,
  type JobMatch,
  type MatchCount,
  type MatchingCandidate,
} from '@contract/matching/api';
import { isJobActive } from '@contract/jobs';
import { FilterError, ids } from '@contract/listQuery';
import { DEMO_VIEW, EMPLOYER_VIEW, scoreMatch } from '@contract/matching/score';
import {
  JobMatchParams,
  JobMatchQuery,
  JobMatchSchema,
  MatchCountList,
  MatchCountsParams,
  MatchCountsQuery,
  MatchingCandidateList,
  MatchingCandidatesParams,
  MatchingCandidatesQuery,
} from '@contract/schemas/matching';
import { candidateRow } from '../candidates/privacy';
import { requireViewer } from '../candidates/viewer';
import { isCandidate } from '../auth/roles';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseId } from '../http/ids';
import { REST_SIGNED_IN } from '../http/routeConfig';
import { routeSchema } from '../http/routeSchema';
import { findJobByNid, findOrganizationJobsByNids } from '../jobs/repository';
import { findOrganizationByNid } from '../organizations/repository';
import { explainJobMatches } from '../scoring/jobMatches';
import { matchFactsOf, matchFactsOfUser, matchJobOf, matchLabels } from '../scoring/facts';
import { lockOrganizationInsights, recordAppearances } from './appearances';
import {
  countMatchingCandidatesKept,
  matchRecountsSettled,
  keepMatchCount,
  rankCandidatesForJob,
} from './candidateMatches';

const TAGS = ['Matching'];
const NO_JOB = 'The requested job does not exist.';
const CANDIDATES_ONLY = 'Only candidates see how a job fits their profile.';

/**
 * The matching lists (contract/matching): the candidates who fit one of an organization's jobs,
 * and how many there are for each of its jobs (the dashboard's Matches column).
 */
export default async function matchingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  // Match counts being counted again in the background end before the database closes.
  app.addHook('onClose', matchRecountsSettled);
  /** The asking member's view of the organization in the path: full or demo access. */
  const memberView = (request: FastifyRequest<{ Params: { nid: string } }>) =>
    requireViewer(request, db, request.params.nid, app.deps.now(), 'granted');

  app.get(
    matchingCandidatesPath(':nid', ':job'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'The candidates who fit one of the organization’s jobs, best first, with why',
        tags: TAGS,
        params: MatchingCandidatesParams,
        querystring: MatchingCandidatesQuery,
        response: { 200: MatchingCandidateList },
      }),
    },
    async (request): Promise<MatchingCandidate[]> => {
      // Members only, with the view their organization's access gives (full or demo).
      const viewer = await memberView(request);
      const jobNid = parseId(request.params.job);
      const job = jobNid === null ? undefined : await findJobByNid(db, jobNid);
      if (!job || job.organizationNid !== viewer.organizationNid) throw notFound(NO_JOB);
      const facts = matchJobOf(job);
      const ranked = await rankCandidatesForJob(
        db,
        facts,
        viewer,
        request.query.page ?? 0,
        app.deps.now(),
      );
      const candidates = await matchFactsOf(
        db,
        ranked.map(({ record }) => record.nid),
      );
      const tids = [
        ...facts.skills,
        ...(facts.countryTid === null ? [] : [facts.countryTid]),
        ...[...candidates.values()].flatMap((c) => (c.countryTid === null ? [] : [c.countryTid])),
      ];
      const labels = await matchLabels(db, tids);
      // A profile deleted between the two reads drops out of the page rather than failing it.
      const listed = ranked.flatMap(({ record, score }) => {
        const candidate = candidates.get(record.nid);
        if (!candidate) return [];
        // The demo's view shows no salary expectation (profileView.ts redact), so neither its
        // order nor any score or reason may depend on it: both sides score with DEMO_VIEW.
        const match = scoreMatch(facts, candidate, labels, viewer.demo ? DEMO_VIEW : EMPLOYER_VIEW);
        return [
          {
            ...candidateRow(request, viewer, record),
            // The database's score orders the list; the model's is the same number (tested).
            match_score: score,
            match_reasons: match.reasons,
          },
        ];
      });
      // The first page counts the list: the dashboard's count of it follows (demo lists count the
      // same candidates, only shown otherwise). A list with access records whom it showed.
      const counts = (request.query.page ?? 0) === 0;
      const shown = viewer.demo
        ? []
        : ranked.flatMap(({ record }) => (candidates.has(record.nid) ? [record.nid] : []));
      if (counts || shown.length > 0)
        // The organization first, as deleting one of its jobs does: a job deleted meanwhile is
        // gone (nothing is recorded of it), or stays until this is recorded.
        await db.transaction(async (tx) => {
          await lockOrganizationInsights(tx, viewer.organizationNid);
          const now = app.deps.now();
          if (counts)
            await keepMatchCount(
              tx,
              { nid: job.nid, skills: job.technicalSkillTids },
              ranked[0]?.record.totalRows ?? 0,
              now,
            );
          await recordAppearances(tx, viewer.organizationNid, job.nid, shown, now);
        });
      return listed;
    },
  );

  app.get(
    matchCountsPath(':nid'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'How many candidates each of the named jobs of the organization matches',
        tags: TAGS,
        params: MatchCountsParams,
        querystring: MatchCountsQuery,
        response: { 200: MatchCountList },
      }),
    },
    async (request): Promise<MatchCount[]> => {
      // Members only; a count shows no candidate, so the demo's view counts too.
      const viewer = await memberView(request);
      let nids: number[];
      try {
        nids = [...new Set(ids({ jobs: request.query.jobs }, 'jobs'))];
      } catch (error) {
        if (error instanceof FilterError) throw badRequest(error.message);
        throw error;
      }
      if (nids.length === 0) throw badRequest('jobs must name at least one job.');
      if (nids.length > MATCH_COUNT_JOBS)
        throw badRequest(`jobs may name at most ${MATCH_COUNT_JOBS} jobs.`);
      const found = await findOrganizationJobsByNids(db, viewer.organizationNid, nids);
      // Another organization's job, or none: as for one job, it does not exist for this caller.
      if (found.length !== nids.length) throw notFound(NO_JOB);
      const counts = await countMatchingCandidatesKept(
        db,
        found.map((job) => ({ nid: job.nid, skills: job.technicalSkillTids })),
        app.deps.now(),
      );
      return nids.map((nid) => ({ nid, matches: counts.get(nid) ?? 0 }));
    },
  );

  app.get(
    jobMatchPath(':job'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'How one active job fits the candidate asking, and why, in her words',
        tags: TAGS,
        params: JobMatchParams,
        querystring: JobMatchQuery,
        response: { 200: JobMatchSchema },
      }),
    },
    async (request): Promise<JobMatch> => {
      const auth = request.auth!;
      if (!isCandidate(auth.roles)) throw forbidden(CANDIDATES_ONLY);
      const jobNid = parseId(request.params.job);
      const job = jobNid === null ? undefined : await findJobByNid(db, jobNid);
      // What the job search would not list does not exist for her either.
      const organization = job && (await findOrganizationByNid(db, job.organizationNid));
      if (!job || !isJobActive(job.validUntil, app.deps.now()) || organization?.status !== true)
        throw notFound(NO_JOB);
      const candidate = await matchFactsOfUser(db, auth.userId);
      return (await explainJobMatches(db, candidate, [job])).get(job.nid)!;
    },
  );
}
