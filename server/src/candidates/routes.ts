import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CANDIDATE_DEMO_EXPORT_PATH,
  CANDIDATE_EXPORT_KEYS,
  CANDIDATE_EXPORT_PATH,
  FilterError,
  decodeCandidateFilters,
  inviteQuotaLeftPath,
  type CandidateRow,
  type RawQuery,
} from '@contract/candidates';
import type { InviteQuota } from '@contract/organizations';
import { pageOf } from '@contract/jobs';
import { badRequest, notFound } from '../http/errors';
import { parseOrganizationNid, requireMember } from '../organizations/membership';
import { findOrganizationByNid } from '../organizations/repository';
import { introductionsUsed } from './connectionRepository';
import { candidateRow, requireViewer } from './privacy';
import { sendCandidateToEmployer, type ProfileViewRequest } from './profileView';
import { searchCandidates } from './searchRepository';

const REST = { config: { errorFormat: 'rest' as const } };

/**
 * The candidate search (spec 02 §7 "Candidates"): the full export for organizations with
 * candidate-database access, the demo export for everyone else (and for them the demo profile),
 * and the weekly introduction quota. Lists are bare JSON arrays of rows carrying `total_rows`.
 */
export default async function candidateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  const list = (access: 'full' | 'demo') => async (request: FastifyRequest) => {
    const query = request.query as RawQuery;
    for (const key of Object.keys(query))
      if (!CANDIDATE_EXPORT_KEYS.includes(key))
        throw badRequest(`The query parameter "${key}" is not supported.`);
    if (query._format !== undefined && query._format !== 'json')
      throw badRequest('_format must be "json".');
    const orgId = query.org_id;
    if (typeof orgId !== 'string') throw badRequest('org_id must be given once.');
    const now = app.deps.now();
    const viewer = await requireViewer(request, db, orgId, now, access);
    let filters;
    let page;
    try {
      filters = decodeCandidateFilters(query, viewer.organizationNid);
      page = pageOf(query);
    } catch (error) {
      if (error instanceof FilterError) throw badRequest(error.message);
      throw error;
    }
    const records = await searchCandidates(db, filters, viewer, page, now);
    return records.map((record): CandidateRow => candidateRow(request, viewer, record));
  };

  app.get(CANDIDATE_EXPORT_PATH, REST, list('full'));
  app.get(CANDIDATE_DEMO_EXPORT_PATH, REST, list('demo'));

  app.get(`${CANDIDATE_DEMO_EXPORT_PATH}/:uuid`, async (request, reply) =>
    sendCandidateToEmployer(request as ProfileViewRequest, reply, 'demo'),
  );

  app.get<{ Params: { nid: string } }>(
    inviteQuotaLeftPath(':nid'),
    REST,
    async (request): Promise<InviteQuota> => {
      const nid = parseOrganizationNid(request.params.nid);
      await requireMember(request, db, nid);
      const organization = await findOrganizationByNid(db, nid);
      if (!organization) throw notFound('The requested organization does not exist.');
      const used = await introductionsUsed(db, nid, app.deps.now());
      return {
        invite_quota_allowed: organization.inviteQuotaPerWeek,
        invite_quota_used: Math.min(used, organization.inviteQuotaPerWeek),
      };
    },
  );
}
