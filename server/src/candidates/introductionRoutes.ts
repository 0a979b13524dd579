import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_LINK_DAYS,
  CANDIDATE_ACCESS_PROCESS_PATH,
  CANDIDATE_MESSAGES,
  requestAccessPath,
  type ConnectionStatus,
} from '@contract/candidates';
import { newSecret, sha256 } from '../auth/secrets';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { tooManyRequests } from '../http/rateLimit';
import { introductionMail } from '../mail/messages';
import { findOrganizationByNid } from '../organizations/repository';
import {
  connectionStatusOf,
  consumeAccessLink,
  createAccessLink,
  findAccessLink,
  findIntroductionTarget,
  introductionsUsed,
  recordIntroduction,
  setConnection,
  voidAccessLinks,
} from './connectionRepository';
import { requireViewer } from './privacy';

const REST = { config: { errorFormat: 'rest' as const } };
const DAY_MS = 24 * 60 * 60 * 1000;
const NID = /^[1-9][0-9]{0,9}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The body of request_access is empty: nothing, `[]` or `{}` (the SPA sends an empty list). */
function requireEmptyBody(body: unknown): void {
  if (body === undefined || body === null || body === '') return;
  if (Array.isArray(body) && body.length === 0) return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  throw badRequest('This request takes an empty body.');
}

const conflict = (message: string) => new ApiError(409, message);

/**
 * Introductions (spec 02 §4, §7; spec 01 §7): an employer asks for one; a candidate who opted in
 * is connected at once, anyone else gets a mail with single-use confirm and decline links, which
 * the SPA posts to /api/candidate_access_process. Each request counts against the
 * organization's weekly quota, which holds under concurrent requests: the organization row is
 * locked while the quota is counted and the request recorded.
 */
export default async function introductionRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, config } = app.deps;

  app.post<{ Params: { nid: string; candidate: string } }>(
    requestAccessPath(':nid', ':candidate'),
    REST,
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      for (const key of Object.keys(query))
        if (key !== '_format') throw badRequest(`The query parameter "${key}" is not supported.`);
      requireEmptyBody(request.body);
      const now = app.deps.now();
      const viewer = await requireViewer(request, db, request.params.nid, now, 'full');
      if (!NID.test(request.params.candidate)) throw notFound(CANDIDATE_MESSAGES.noCandidate);
      const candidateNid = Number(request.params.candidate);

      const outcome = await db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT nid FROM organizations WHERE nid = ${viewer.organizationNid} FOR UPDATE`,
        );
        const candidate = await findIntroductionTarget(tx, candidateNid);
        if (!candidate) throw notFound(CANDIDATE_MESSAGES.noCandidate);
        const status: ConnectionStatus = await connectionStatusOf(
          tx,
          viewer.organizationNid,
          candidateNid,
        );
        if (status === 'connected') throw conflict(CANDIDATE_MESSAGES.alreadyConnected);
        if (status === 'requested') throw conflict(CANDIDATE_MESSAGES.alreadyRequested);
        if (status === 'rejected') throw conflict(CANDIDATE_MESSAGES.declined);
        const organization = await findOrganizationByNid(tx, viewer.organizationNid);
        const allowed = organization?.inviteQuotaPerWeek ?? 0;
        const used = await introductionsUsed(tx, viewer.organizationNid, now);
        if (used >= allowed) throw tooManyRequests(CANDIDATE_MESSAGES.quotaExceeded(allowed));
        await recordIntroduction(tx, viewer.organizationNid, candidateNid, now);
        const pair = {
          organizationNid: viewer.organizationNid,
          candidateNid,
          requestedBy: viewer.userId,
        };
        if (candidate.thirdParty === '1') {
          await setConnection(tx, { ...pair, status: 'connected' }, now);
          return { candidate, secret: null, left: allowed - used - 1 };
        }
        await setConnection(tx, { ...pair, status: 'requested' }, now);
        const secret = newSecret();
        await createAccessLink(
          tx,
          {
            hash: sha256(secret),
            organizationNid: viewer.organizationNid,
            candidateNid,
            expiresAt: new Date(now.getTime() + ACCESS_LINK_DAYS * DAY_MS),
          },
          now,
        );
        return { candidate, secret, left: allowed - used - 1 };
      });

      const { candidate, secret, left } = outcome;
      if (secret === null) {
        return {
          message: CANDIDATE_MESSAGES.gained(`${candidate.firstName} ${candidate.lastName}`),
          connection_status: 'connected',
          invites_left: left,
        };
      }
      mailer.dispatch(
        introductionMail(
          candidate.mail,
          config.appUrl,
          secret,
          viewer.organizationTitle,
          ACCESS_LINK_DAYS,
        ),
      );
      return reply.code(200).send({
        message: CANDIDATE_MESSAGES.mailed,
        connection_status: 'requested',
        invites_left: left,
      });
    },
  );

  app.post(CANDIDATE_ACCESS_PROCESS_PATH, REST, async (request) => {
    const query = request.query as Record<string, unknown>;
    for (const key of Object.keys(query))
      if (!['token', 'action', '_format'].includes(key))
        throw badRequest(`The query parameter "${key}" is not supported.`);
    const { token, action } = query;
    if (action !== 'accept' && action !== 'decline')
      throw badRequest('action must be "accept" or "decline".');
    if (typeof token !== 'string' || !SECRET.test(token))
      throw notFound(CANDIDATE_MESSAGES.linkUnknown);
    const now = app.deps.now();
    const hash = sha256(token);
    const link = await findAccessLink(db, hash);
    if (!link) throw notFound(CANDIDATE_MESSAGES.linkUnknown);
    // Signed in as somebody else: refused before anything is used up.
    if (request.auth && request.auth.userId !== link.candidateUid)
      throw forbidden(CANDIDATE_MESSAGES.linkOtherAccount);
    const organization = await findOrganizationByNid(db, link.organizationNid);
    if (!organization) throw notFound(CANDIDATE_MESSAGES.linkUnknown);
    const accepted = action === 'accept';
    await db.transaction(async (tx) => {
      if (!(await consumeAccessLink(tx, hash, now))) {
        const current = await findAccessLink(tx, hash);
        if (current?.usedAt) throw conflict(CANDIDATE_MESSAGES.linkUsed);
        throw new ApiError(410, CANDIDATE_MESSAGES.linkExpired);
      }
      const pair = { organizationNid: link.organizationNid, candidateNid: link.candidateNid };
      await setConnection(tx, { ...pair, status: accepted ? 'connected' : 'rejected' }, now);
      await voidAccessLinks(tx, pair.organizationNid, pair.candidateNid, now);
    });
    return {
      message: accepted
        ? CANDIDATE_MESSAGES.accepted(organization.title)
        : CANDIDATE_MESSAGES.rejected(organization.title),
      status: accepted ? 'connected' : 'rejected',
    };
  });
}
