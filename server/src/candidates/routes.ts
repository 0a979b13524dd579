import { OrganizationNidParams } from '@contract/schemas/common';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CANDIDATE_DEMO_EXPORT_PATH,
  CANDIDATE_EXPORT_PATH,
  decodeCandidateFilters,
  inviteQuotaLeftPath,
  type CandidateRow,
} from '@contract/candidates';
import { FilterError, pageOf, type RawQuery } from '@contract/listQuery';
import type { InviteQuota } from '@contract/organizations';
import {
  CandidateExportQuery,
  CandidateRowList,
  DemoCandidateDocument,
  DemoCandidateRowList,
  DemoProfileParams,
  EmployerProfileQuery,
  type DemoCandidateRow,
} from '@contract/schemas/candidates';
import { InviteQuotaSchema } from '@contract/schemas/introductions';
import { badRequest } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import {
  parseOrganizationNid,
  requireEmployer,
  requireMemberWithOrganization,
} from '../organizations/membership';
import { requireKnownOptions } from '../reference/listFieldOptions';
import { introductionsUsed } from './connectionRepository';
import { candidateRow } from './privacy';
import { admitFound, requireViewer, type Access } from './viewer';
import { sendCandidateToEmployer } from './profileView';
import { searchCandidates } from './searchRepository';
import { REST_SIGNED_IN } from '../http/routeConfig';

const TAGS = ['Candidates'];

/**
 * The candidate search (spec 02 §7 "Candidates"): the full export for organizations with
 * candidate-database access, the demo export for everyone else (and for them the demo profile),
 * and the weekly introduction quota. Lists are bare JSON arrays of rows carrying `total_rows`.
 * The query schema knows every key and bounds it; decodeCandidateFilters reads the values and
 * the rules between filters.
 */
export default async function candidateRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  const search = async (
    request: FastifyRequest,
    query: RawQuery & { org_id: string },
    access: Access,
  ): Promise<CandidateRow[]> => {
    const now = app.deps.now();
    const organizationNid = parseOrganizationNid(query.org_id);
    const { userId } = requireEmployer(request);
    let filters;
    let page;
    try {
      filters = decodeCandidateFilters(query, organizationNid);
      requireKnownOptions(filters);
      page = pageOf(query);
    } catch (error) {
      // A caller who may not search hears that, not what is wrong with their filters.
      await requireViewer(request, db, query.org_id, now, access);
      if (error instanceof FilterError) throw badRequest(error.message);
      throw error;
    }
    // One statement reads the membership and the access with the matches (searchRepository.ts);
    // they are judged as requireViewer judges them, and the matches only looked for when allowed.
    const { organization, records } = await searchCandidates(
      db,
      filters,
      { organizationNid, userId, demo: access === 'demo' },
      page,
      now,
    );
    const viewer = admitFound(organization, { organizationNid, userId }, now, access);
    return records.map((record) => candidateRow(request, viewer, record));
  };

  app.get(
    CANDIDATE_EXPORT_PATH,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Search candidates (organizations with candidate-database access)',
        tags: TAGS,
        querystring: CandidateExportQuery,
        response: { 200: CandidateRowList },
      }),
    },
    async (request) => search(request, request.query, 'full'),
  );

  app.get(
    CANDIDATE_DEMO_EXPORT_PATH,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Search candidates without anything identifying (demo access)',
        tags: TAGS,
        querystring: CandidateExportQuery,
        response: { 200: DemoCandidateRowList },
      }),
    },
    // Demo viewers see initials, a blurred picture and no contact data (privacy.ts); the
    // schema's constants hold those values on the wire whatever a row carries.
    async (request) => (await search(request, request.query, 'demo')) as DemoCandidateRow[],
  );

  app.get(
    `${CANDIDATE_DEMO_EXPORT_PATH}/:uuid`,
    {
      config: { signedIn: true },
      schema: routeSchema('jsonapi', {
        summary: "A candidate's profile without anything identifying (demo access)",
        tags: TAGS,
        params: DemoProfileParams,
        querystring: EmployerProfileQuery,
        response: { 200: DemoCandidateDocument },
      }),
    },
    async (request, reply) => sendCandidateToEmployer(request, reply, 'demo'),
  );

  app.get(
    inviteQuotaLeftPath(':nid'),
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: "The organization's introductions of the rolling week",
        tags: TAGS,
        params: OrganizationNidParams,
        response: { 200: InviteQuotaSchema },
      }),
    },
    async (request): Promise<InviteQuota> => {
      const nid = parseOrganizationNid(request.params.nid);
      // The membership and the allowance in one statement.
      const { organization } = await requireMemberWithOrganization(request, db, nid);
      const used = await introductionsUsed(db, nid, app.deps.now());
      return {
        invite_quota_allowed: organization.inviteQuotaPerWeek,
        invite_quota_used: Math.min(used, organization.inviteQuotaPerWeek),
      };
    },
  );
}
