import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FilterError,
  JOB_EXPORT_KEYS,
  JOB_SEARCH_KEYS,
  JOB_SERVER_MESSAGES,
  decodeJobListFilters,
  decodeJobSearchFilters,
  featuredJobQuotaLeftPath,
  jobExportPath,
  jobQuotaLeftPath,
  pageOf,
  type JobExportRow,
  type JobSearchRow,
  type RawQuery,
} from '@contract/jobs';
import { badRequest, notFound } from '../http/errors';
import { findMembership, parseOrganizationNid, requireMember } from '../organizations/membership';
import { findOrganizationByNid } from '../organizations/repository';
import { exportOrganizationJobs, findJobByNid, searchJobs, setSticky } from './repository';
import { featuredQuotaLeft, jobQuotaLeft, parseJobNid, requireFeaturable } from './rules';
import { exportRow, jobLookupsFor, searchRow } from './serialize';

const REST = { config: { errorFormat: 'rest' as const } };

type NidRoute = { Params: { nid: string }; Querystring: RawQuery };

/** Refuses query keys a list does not know, then decodes its filters; 400 with the reason. */
function readQuery<T>(
  request: FastifyRequest,
  known: readonly string[],
  decode: (q: RawQuery) => T,
) {
  const query = request.query as RawQuery;
  for (const key of Object.keys(query))
    if (!known.includes(key)) throw badRequest(`The query parameter "${key}" is not supported.`);
  const format = query._format;
  if (format !== undefined && format !== 'json') throw badRequest('_format must be "json".');
  try {
    return { filters: decode(query), page: pageOf(query) };
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
export default async function jobListRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<NidRoute>(jobExportPath(':nid'), REST, async (request): Promise<JobExportRow[]> => {
    const nid = parseOrganizationNid(request.params.nid);
    const { filters, page } = readQuery(request, JOB_EXPORT_KEYS, decodeJobListFilters);
    // The spec calls this without credentials: anyone sees the active jobs, as on the job
    // board; expired ones only reach members of the organization. Both reads go out at once.
    const [organization, membership] = await Promise.all([
      findOrganizationByNid(db, nid),
      request.auth ? findMembership(db, nid, request.auth.userId) : undefined,
    ]);
    if (!organization) throw notFound('The requested organization does not exist.');
    const member = membership !== undefined;
    const rows = await exportOrganizationJobs(db, nid, filters, page, app.deps.now(), member);
    return rows.map(exportRow);
  });

  app.get('/api/jobs/search', REST, async (request): Promise<JobSearchRow[]> => {
    const { filters, page } = readQuery(request, JOB_SEARCH_KEYS, decodeJobSearchFilters);
    const rows = await searchJobs(db, filters, page, app.deps.now());
    const lookups = await jobLookupsFor(db, rows);
    return rows.map((row) => searchRow(request, row, lookups));
  });

  app.get<NidRoute>(jobQuotaLeftPath(':nid'), REST, async (request) => {
    const nid = parseOrganizationNid(request.params.nid);
    await requireMember(request, db, nid);
    const organization = await findOrganizationByNid(db, nid);
    if (!organization) throw notFound('The requested organization does not exist.');
    return jobQuotaLeft(db, organization, app.deps.now());
  });

  app.get<NidRoute>(featuredJobQuotaLeftPath(':nid'), REST, async (request) => {
    const nid = parseOrganizationNid(request.params.nid);
    await requireMember(request, db, nid);
    const organization = await findOrganizationByNid(db, nid);
    if (!organization) throw notFound('The requested organization does not exist.');
    return featuredQuotaLeft(db, organization, app.deps.now());
  });

  app.patch<{ Params: { nid: string; sticky: string } }>(
    '/api/job/:nid/sticky/:sticky',
    REST,
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
          sticky: Number(sticky),
          featured_job_quota_left: await featuredQuotaLeft(tx, organization, now),
        };
      });
    },
  );
}
