import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CANDIDATE_CONNECTIONS_PATH, CANDIDATE_MESSAGES } from '@contract/candidates';
import { CandidateConnectionList, OrganizationParams } from '@contract/schemas/candidates';
import { RestFormatQuery, RestMessage } from '@contract/schemas/common';
import { requireUser } from '../auth/guards';
import { ApiError, forbidden } from '../http/errors';
import { routeSchema } from '../http/validation';
import { findOrganizationByNid } from '../organizations/repository';
import { findCandidateProfileByUid } from '../profiles/candidateRepository';
import { connectionsOfCandidate, endConnection } from './connectionRepository';

const REST = { errorFormat: 'rest' as const, signedIn: true };
const TAGS = ['Candidates'];

/**
 * A candidate's own connections (the introduction mail promises "You can change who sees your
 * profile at any time"): which organizations see her, asked her or were declined, and ending a
 * connection or a pending request. Ending one is a refusal like a declined introduction: the
 * organization loses her contact data, CV and picture at once, her card leaves its board, and
 * it may not ask again for DECLINE_HOLD_DAYS.
 */
export default async function connectionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  async function candidateNidOf(userId: number): Promise<number> {
    const profile = await findCandidateProfileByUid(db, userId);
    if (!profile) throw forbidden(CANDIDATE_MESSAGES.notACandidate);
    return profile.row.nid;
  }

  app.get(
    CANDIDATE_CONNECTIONS_PATH,
    {
      config: REST,
      schema: routeSchema('rest', {
        summary: "The signed-in candidate's connections, requests and declines, newest first",
        tags: TAGS,
        querystring: RestFormatQuery,
        response: { 200: CandidateConnectionList },
      }),
    },
    async (request) => {
      const nid = await candidateNidOf(requireUser(request).userId);
      const rows = await connectionsOfCandidate(db, nid);
      return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
    },
  );

  app.delete(
    `${CANDIDATE_CONNECTIONS_PATH}/:nid`,
    {
      config: REST,
      schema: routeSchema('rest', {
        summary: 'End a connection (or a pending introduction request) with an organization',
        tags: TAGS,
        params: OrganizationParams,
        querystring: RestFormatQuery,
        response: { 200: RestMessage },
      }),
    },
    async (request) => {
      const nid = await candidateNidOf(requireUser(request).userId);
      const organizationNid = Number(request.params.nid);
      const organization = await findOrganizationByNid(db, organizationNid);
      const ended =
        organization !== undefined &&
        (await db.transaction((tx) => endConnection(tx, organizationNid, nid, app.deps.now())));
      if (!ended || !organization) throw new ApiError(404, CANDIDATE_MESSAGES.noConnection);
      return { message: CANDIDATE_MESSAGES.connectionEnded(organization.title) };
    },
  );
}
