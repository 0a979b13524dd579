import { OrganizationNidParams, RestFormatQuery } from '@contract/schemas/common';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  JOB_SEARCH_PATH,
  JOB_SERVER_MESSAGES,
  featuredJobQuotaLeftPath,
  jobExportPath,
  jobQuotaLeftPath,
} from '@contract/jobs';
import { decodeJobListFilters, decodeJobSearchFilters, decodeJobSort } from '@contract/jobFilters';
import { FilterError, pageOf, type RawQuery } from '@contract/listQuery';
import {
  JobExportList,
  JobExportQuery,
  JobSearchList,
  JobSearchQuery,
  QuotaLeft,
  StickyAnswer,
  StickyParams,
} from '@contract/schemas/jobLists';
import { isCandidate } from '../auth/roles';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { explainJobMatches } from '../scoring/jobMatches';
import { matchFactsOfUser } from '../scoring/facts';
import { routeSchema } from '../http/routeSchema';
import {
  findMembership,
  parseOrganizationNid,
  requireMember,
  requireMemberOfParam,
} from '../organizations/membership';
import { findOrganizationByNid } from '../organizations/repository';
import { requireKnownOptions } from '../reference/listFieldOptions';
import { exportOrganizationJobs, searchJobs } from './listQueries';
import { findJobByNid, setSticky } from './repository';
import { featuredQuotaLeft, jobQuotaLeft, parseJobNid, requireFeaturable } from './rules';
import { exportRow, searchRows } from './serialize';
import { REST_PUBLIC, REST_SIGNED_IN } from '../http/routeConfig';

const TAGS = ['Jobs'];
const BEST_MATCH_NEEDS_CANDIDATE = 'Sign in as a candidate to sort jobs by best match.';

/**
 * Decodes the filters and the page of a list query the route's schema has checked: the schema
 * bounds every parameter and refuses unknown ones; the decoders judge the values (400 with the
 * reason). Numbers the schema read are handed to them as the text they came as.
 */
function readQuery<T extends object>(
  query: Record<string, string | number | undefined>,
  decode: (q: RawQuery) => T,
) {
  const raw: RawQuery = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [
      key,
      typeof value === 'number' ? String(value) : value,
    ]),
  );
  try {
    const filters = decode(raw);
    requireKnownOptions(filters);
    return { filters, page: pageOf(raw) };
  } catch (error) {
    if (error instanceof FilterError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The job lists (spec 02 §7): the employer's export of one organization's jobs with the
 * filters of /job/all, the candidates' search over every active job, the two quota counters and
 * featuring. Lists are bare JSON arrays of flat rows carrying `total_rows`.
 */
export default async function jobListRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get(
    jobExportPath(':nid'),
    {
      config: REST_PUBLIC,
      schema: routeSchema('rest', {
        summary: 'A page of an organization’s jobs: active ones for anyone, all for members',
        tags: TAGS,
        params: OrganizationNidParams,
        querystring: JobExportQuery,
        response: { 200: JobExportList },
      }),
    },
    async (request) => {
      const nid = parseOrganizationNid(request.params.nid);
      const { filters, page } = readQuery(request.query, decodeJobListFilters);
      // The spec calls this without credentials: anyone sees the active jobs, as on the job
      // board; expired ones only reach members of the organization. Both reads go out at once.
      const [organization, membership] = await Promise.all([
        findOrganizationByNid(db, nid),
        request.auth ? findMembership(db, nid, request.auth.userId) : undefined,
      ]);
      const member = membership !== undefined;
      // An unpublished organization (its owner never confirmed the email) is not there for
      // anyone but its members, as on every other read.
      if (!organization || (!member && organization.status !== true))
        throw notFound('The requested organization does not exist.');
      const rows = await exportOrganizationJobs(db, nid, filters, page, app.deps.now(), member);
      return rows.map(exportRow);
    },
  );

  app.get(
    JOB_SEARCH_PATH,
    {
      config: REST_PUBLIC,
      schema: routeSchema('rest', {
        summary:
          'A page of the active jobs of every organization: most relevant to the search text, featured first then newest, or best match first for the candidate asking',
        tags: TAGS,
        querystring: JobSearchQuery,
        response: { 200: JobSearchList },
      }),
    },
    async (request) => {
      const { filters, page } = readQuery(request.query, decodeJobSearchFilters);
      // The schema lets only the known orders through.
      const sort = decodeJobSort({ sort: request.query.sort, search: request.query.search });
      if (sort !== 'best_match')
        return searchRows(
          request,
          await searchJobs(db, filters, page, app.deps.now(), { by: sort }),
        );
      // Best match: ranked for the candidate asking, each row with its score and reasons.
      if (!request.auth) throw unauthorized(BEST_MATCH_NEEDS_CANDIDATE);
      if (!isCandidate(request.auth.roles)) throw forbidden(BEST_MATCH_NEEDS_CANDIDATE);
      const candidate = await matchFactsOfUser(db, request.auth.userId);
      const rows = await searchJobs(db, filters, page, app.deps.now(), {
        by: 'best_match',
        rankFor: candidate,
      });
      const matches = await explainJobMatches(db, candidate, rows);
      return searchRows(request, rows).map((shown, i) => {
        const row = rows[i];
        const match = matches.get(row.nid)!;
        // The database's score orders the page; the model's is the same number (tested).
        return { ...shown, ...match, match_score: row.matchScore! };
      });
    },
  );

  // The two quotas of an organization, read by its members: the same route but for what it counts.
  const quotas = [
    {
      path: jobQuotaLeftPath(':nid'),
      summary: 'How many more active jobs the organization may publish (members)',
      left: jobQuotaLeft,
    },
    {
      path: featuredJobQuotaLeftPath(':nid'),
      summary: 'How many more jobs the organization may feature (members)',
      left: featuredQuotaLeft,
    },
  ];
  for (const quota of quotas) {
    app.get(
      quota.path,
      {
        config: REST_SIGNED_IN,
        schema: routeSchema('rest', {
          summary: quota.summary,
          tags: TAGS,
          params: OrganizationNidParams,
          querystring: RestFormatQuery,
          response: { 200: QuotaLeft },
        }),
      },
      async (request) => {
        const nid = await requireMemberOfParam(request, db, request.params.nid);
        const organization = await findOrganizationByNid(db, nid);
        if (!organization) throw notFound('The requested organization does not exist.');
        return quota.left(db, organization, app.deps.now());
      },
    );
  }

  app.patch(
    '/api/job/:nid/sticky/:sticky',
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Features a job (1) or removes it from the featured jobs (0) (members)',
        tags: TAGS,
        params: StickyParams,
        response: { 200: StickyAnswer },
      }),
    },
    async (request) => {
      const nid = parseJobNid(request.params.nid);
      const { sticky } = request.params;
      if (sticky !== '0' && sticky !== '1') throw notFound('Feature with 1, remove with 0.');
      const job = await findJobByNid(db, nid);
      if (!job) throw notFound(JOB_SERVER_MESSAGES.notFound);
      const now = app.deps.now();
      return db.transaction(async (tx) => {
        await requireMember(request, tx, job.organizationNid, { lock: true });
        const current = await findJobByNid(tx, nid);
        const organization = await findOrganizationByNid(tx, job.organizationNid);
        if (!current || !organization) throw notFound(JOB_SERVER_MESSAGES.notFound);
        if (sticky === '1') await requireFeaturable(tx, organization, current, now);
        await setSticky(tx, nid, sticky === '1', now);
        return {
          message: sticky === '1' ? 'The job is featured.' : 'The job is no longer featured.',
          sticky: sticky === '1' ? (1 as const) : (0 as const),
          featured_job_quota_left: await featuredQuotaLeft(tx, organization, now),
        };
      });
    },
  );
}
