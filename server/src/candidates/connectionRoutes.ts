import { OrganizationNidParams, RestFormatQuery, RestMessage } from '@contract/schemas/common';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CANDIDATE_CONNECTIONS_PATH, CANDIDATE_MESSAGES } from '@contract/candidates';
import {
  AccessProcessAnswer,
  CandidateConnectionList,
  IntroductionAnswerBody,
} from '@contract/schemas/introductions';
import { requireUser } from '../auth/guards';
import { ApiError, conflict, forbidden } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { findOrganizationByNid } from '../organizations/repository';
import { findCandidateProfileByUid } from '../profiles/candidateRepository';
import {
  answerIntroduction,
  connectionStatusOf,
  connectionsOfCandidate,
  endConnection,
} from './connectionRepository';
import { REST_SIGNED_IN } from '../http/routeConfig';

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
      config: REST_SIGNED_IN,
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
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'End a connection (or a pending introduction request) with an organization',
        tags: TAGS,
        params: OrganizationNidParams,
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

  // The in-app answer to a pending introduction: what the mailed Accept and Decline links do,
  // for the signed-in candidate the request was made to.
  app.post(
    `${CANDIDATE_CONNECTIONS_PATH}/:nid`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: "Accept or decline an organization's pending introduction request",
        tags: TAGS,
        params: OrganizationNidParams,
        querystring: RestFormatQuery,
        body: IntroductionAnswerBody,
        response: { 200: AccessProcessAnswer },
      }),
    },
    async (request) => {
      const nid = await candidateNidOf(requireUser(request).userId);
      const organizationNid = Number(request.params.nid);
      const organization = await findOrganizationByNid(db, organizationNid);
      const accepted = request.body.action === 'accept';
      const answered =
        organization !== undefined &&
        (await db.transaction((tx) =>
          answerIntroduction(tx, organizationNid, nid, accepted, app.deps.now()),
        ));
      if (!organization) throw new ApiError(404, CANDIDATE_MESSAGES.noConnection);
      if (!answered) {
        const status = await connectionStatusOf(db, organizationNid, nid, app.deps.now());
        if (status === 'new') throw new ApiError(404, CANDIDATE_MESSAGES.noConnection);
        throw conflict(CANDIDATE_MESSAGES.notPending);
      }
      return {
        message: accepted
          ? CANDIDATE_MESSAGES.accepted(organization.title)
          : CANDIDATE_MESSAGES.rejected(organization.title),
        status: accepted ? ('connected' as const) : ('rejected' as const),
      };
    },
  );
}
