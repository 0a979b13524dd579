import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_LINK_DAYS,
  DECLINE_HOLD_DAYS,
  CANDIDATE_ACCESS_PROCESS_PATH,
  CANDIDATE_MESSAGES,
  requestAccessPath,
  type ConnectionStatus,
} from '@contract/candidates';
import { OrganizationCandidateParams } from '@contract/schemas/candidates';
import {
  AccessPreview,
  AccessPreviewQuery,
  AccessProcessAnswer,
  AccessProcessQuery,
  EmptyBody,
  RequestAccessAnswer,
} from '@contract/schemas/introductions';
import { RestFormatQuery } from '@contract/schemas/common';
import { newSecret, sha256 } from '../auth/secrets';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { emptyBodyErrors } from '../http/validationErrors';
import { tooManyRequests } from '../http/rateLimit';
import type { Db } from '../db/connect';
import { introductionMail } from '../mail/messages';
import { findOrganizationByNid } from '../organizations/repository';
import {
  connectionStatusOf,
  consumeAccessLink,
  createAccessLink,
  declinedAt,
  openIntroductionMailState,
  findAccessLink,
  findIntroductionTarget,
  introductionsUsed,
  recordDecline,
  recordAnswer,
  recordIntroduction,
  setConnection,
  voidAccessLinks,
} from './connectionRepository';
import { requireViewer } from './viewer';
import { parseId } from '../http/ids';

const TAGS = ['Candidates'];
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day in a message: "29 May 2027" (UTC). */
const dayInWords = (day: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(day);
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/**
 * Introductions (spec 02 §4, §7; spec 01 §7): an employer asks for one; a candidate who opted in
 * is connected at once, anyone else gets a mail with single-use confirm and decline links, which
 * the SPA posts to /api/candidate_access_process. Each request counts against the
 * organization's weekly quota, which holds under concurrent requests: the organization row is
 * locked while the quota is counted and the request recorded.
 */
export default async function introductionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db, mailer, config } = app.deps;

  app.post(
    requestAccessPath(':nid', ':candidate'),
    {
      config: { errorFormat: 'rest', signedIn: true },
      schemaErrorFormatter: emptyBodyErrors,
      schema: routeSchema('rest', {
        summary: 'Ask a candidate for an introduction (counts against the weekly quota)',
        tags: TAGS,
        params: OrganizationCandidateParams,
        querystring: RestFormatQuery,
        body: EmptyBody,
        response: { 200: RequestAccessAnswer },
      }),
    },
    async (request, reply) => {
      const now = app.deps.now();
      const viewer = await requireViewer(request, db, request.params.nid, now, 'full');
      if (parseId(request.params.candidate) === null)
        throw notFound(CANDIDATE_MESSAGES.noCandidate);
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
          now,
        );
        if (status === 'connected') throw conflict(CANDIDATE_MESSAGES.alreadyConnected);
        const organization = await findOrganizationByNid(tx, viewer.organizationNid);
        const allowed = organization?.inviteQuotaPerWeek ?? 0;
        const used = await introductionsUsed(tx, viewer.organizationNid, now);
        if (status === 'requested') {
          // Asking again is refused, unless the first mail could not be delivered: then a new
          // link goes out, without spending another introduction.
          const mail = await openIntroductionMailState(tx, viewer.organizationNid, candidateNid);
          if (mail !== 'failed') throw conflict(CANDIDATE_MESSAGES.alreadyRequested);
          await voidAccessLinks(tx, viewer.organizationNid, candidateNid, now);
          const secret = await mailIntroduction(tx, candidate, viewer, now);
          return { candidate, secret, left: Math.max(0, allowed - used) };
        }
        if (status === 'rejected') throw conflict(CANDIDATE_MESSAGES.declined);
        // A "no" holds for DECLINE_HOLD_DAYS: after she ended the connection, or after the
        // employer removed her declined card from its board (connectionStatusSql).
        if (status === 'ended') {
          const since = await declinedAt(tx, viewer.organizationNid, candidateNid);
          const until = new Date((since ?? now).getTime() + DECLINE_HOLD_DAYS * DAY_MS);
          throw conflict(CANDIDATE_MESSAGES.held(dayInWords(until)));
        }
        if (used >= allowed) throw tooManyRequests(CANDIDATE_MESSAGES.quotaExceeded(allowed));
        const direct = candidate.thirdParty === '1';
        await recordIntroduction(tx, viewer.organizationNid, candidateNid, now, direct);
        const pair = {
          organizationNid: viewer.organizationNid,
          candidateNid,
          requestedBy: viewer.userId,
        };
        if (direct) {
          await setConnection(tx, { ...pair, status: 'connected' }, now);
          return { candidate, secret: null, left: allowed - used - 1 };
        }
        await setConnection(tx, { ...pair, status: 'requested' }, now);
        const secret = await mailIntroduction(tx, candidate, viewer, now);
        return { candidate, secret, left: allowed - used - 1 };
      });

      const { candidate, secret, left } = outcome;
      if (secret === null) {
        return {
          message: CANDIDATE_MESSAGES.gained(`${candidate.firstName} ${candidate.lastName}`),
          connection_status: 'connected' as const,
          invites_left: left,
        };
      }
      return reply.code(200).send({
        message: CANDIDATE_MESSAGES.mailed,
        connection_status: 'requested',
        invites_left: left,
      });
    },
  );

  /**
   * A new single-use link for the candidate's answer, and its mail, in the request's
   * transaction; the mail's delivery is reported on the link.
   */
  async function mailIntroduction(
    tx: Db,
    candidate: { nid: number; mail: string },
    viewer: { organizationNid: number; organizationTitle: string },
    now: Date,
  ): Promise<string> {
    const secret = newSecret();
    const hash = sha256(secret);
    await createAccessLink(
      tx,
      {
        hash,
        organizationNid: viewer.organizationNid,
        candidateNid: candidate.nid,
        expiresAt: new Date(now.getTime() + ACCESS_LINK_DAYS * DAY_MS),
      },
      now,
    );
    await mailer.send(
      tx,
      introductionMail(
        candidate.mail,
        config.appUrl,
        secret,
        viewer.organizationTitle,
        ACCESS_LINK_DAYS,
      ),
      { kind: 'introduction', linkHash: hash },
    );
    return secret;
  }

  /** The link's introduction, or the error its owner must hear (unknown, another account's). */
  async function linkOf(token: string | undefined, auth: { userId: number } | null) {
    if (token === undefined || !SECRET.test(token)) throw notFound(CANDIDATE_MESSAGES.linkUnknown);
    const hash = sha256(token);
    const link = await findAccessLink(db, hash);
    if (!link) throw notFound(CANDIDATE_MESSAGES.linkUnknown);
    // Signed in as somebody else: refused before anything is read or used up.
    if (auth && auth.userId !== link.candidateUid)
      throw forbidden(CANDIDATE_MESSAGES.linkOtherAccount);
    const organization = await findOrganizationByNid(db, link.organizationNid);
    if (!organization) throw notFound(CANDIDATE_MESSAGES.linkUnknown);
    return { hash, link, organization };
  }

  // Reading a link changes nothing: mail scanners open links (and run their pages' scripts), so
  // the page shows who asks and what they will see, and only a click answers.
  app.get(
    CANDIDATE_ACCESS_PROCESS_PATH,
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: 'Who asks for an introduction by a mailed link, before the candidate answers',
        tags: TAGS,
        querystring: AccessPreviewQuery,
        response: { 200: AccessPreview },
      }),
    },
    async (request, reply) => {
      const { link, organization } = await linkOf(request.query.token, request.auth);
      const state = link.usedAt
        ? ('used' as const)
        : link.expiresAt <= app.deps.now()
          ? ('expired' as const)
          : ('open' as const);
      void reply.header('Cache-Control', 'no-store');
      return { organization: organization.title, state, expires: link.expiresAt.toISOString() };
    },
  );

  app.post(
    CANDIDATE_ACCESS_PROCESS_PATH,
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: "The candidate's answer to an introduction: accept or decline (mail link)",
        tags: TAGS,
        querystring: AccessProcessQuery,
        response: { 200: AccessProcessAnswer },
      }),
    },
    async (request) => {
      const { hash, link, organization } = await linkOf(request.query.token, request.auth);
      const now = app.deps.now();
      const accepted = request.query.action === 'accept';
      await db.transaction(async (tx) => {
        if (!(await consumeAccessLink(tx, hash, now))) {
          const current = await findAccessLink(tx, hash);
          if (current?.usedAt) throw conflict(CANDIDATE_MESSAGES.linkUsed);
          throw new ApiError(410, CANDIDATE_MESSAGES.linkExpired);
        }
        const pair = { organizationNid: link.organizationNid, candidateNid: link.candidateNid };
        await setConnection(tx, { ...pair, status: accepted ? 'connected' : 'rejected' }, now);
        await recordAnswer(tx, pair.organizationNid, pair.candidateNid, accepted, now);
        if (!accepted) await recordDecline(tx, pair.organizationNid, pair.candidateNid, now);
        await voidAccessLinks(tx, pair.organizationNid, pair.candidateNid, now);
      });
      return {
        message: accepted
          ? CANDIDATE_MESSAGES.accepted(organization.title)
          : CANDIDATE_MESSAGES.rejected(organization.title),
        status: accepted ? ('connected' as const) : ('rejected' as const),
      };
    },
  );
}
