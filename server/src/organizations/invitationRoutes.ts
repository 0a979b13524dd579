import { OrganizationNidParams, RestFormatQuery, RestMessage } from '@contract/schemas/common';
import { emailConfirmed } from '../accounts/emailConfirmed';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_IDS } from '@contract/auth';
import { INVITATION_API, type MessageResponse } from '@contract/organizations';
import { ORGANIZATION_TAGS } from '@contract/schemas/organizations';
import {
  InvitationAnswerBody,
  InvitationAnswerSchema,
  InvitationParams,
  InvitationPreviewSchema,
  InvitationSecretParams,
  SharedAccessInvitationList,
} from '@contract/schemas/organizationAccess';
import { createUser, DuplicateEmailError, findUserByMail } from '../accounts/userRepository';
import { beginSignIn } from '../accounts/signInThrottle';
import {
  hashPassword,
  isPasswordLongEnough,
  PASSWORD_TOO_SHORT,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth/password';
import { isCandidate, isUnverified } from '../auth/roles';
import { sha256 } from '../auth/secrets';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { ApiError, forbidden, notFound } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import {
  answerInvitation,
  findInvitationByHash,
  listOpenInvitations,
  withdrawInvitation,
  type InvitationRow,
} from './invitationRepository';
import { parseOrganizationNid, requireMemberOfParam, requireOwner } from './membership';
import { countOwnedOrganizations, MAX_OWNED_ORGANIZATIONS } from './repository';
import { countMembers, findMember, insertMember, switchOwner } from './sharedAccessRepository';
import { MAX_MEMBERS, parseUid } from './sharedAccessRules';
import { REST_SIGNED_IN } from '../http/routeConfig';

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const UNKNOWN = 'This invitation link is not valid.';
const ANSWERED = 'This invitation has already been answered.';
const EXPIRED = 'This invitation has expired. Ask the organization’s owner for a new one.';

/**
 * Invitations to manage an organization or to take over its ownership (see
 * contract/organizations.ts): the members see which wait for an answer and the owner withdraws
 * them; the invitee reads one through its mailed link and answers it with a click. Only the
 * answer changes anything: the invitee's account (made then, for an address without one), the
 * membership, the ownership.
 */
export default async function invitationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  const base = '/api/organization/:nid/shared_access_invitations';

  app.get(
    base,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Invitations of an organization that wait for an answer (members)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        response: { 200: SharedAccessInvitationList },
      }),
    },
    async (request) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      return (await listOpenInvitations(db, nid, app.deps.now())).map((row) => ({
        id: row.id,
        kind: row.kind,
        email: row.email,
        first_name: row.firstName,
        last_name: row.lastName,
        expires: row.expiresAt.toISOString(),
      }));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Withdraw an invitation that waits for an answer (the owner)',
        tags: ORGANIZATION_TAGS,
        params: InvitationParams,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      await requireOwner(request, db, nid);
      const id = parseUid(request.params.id);
      if (id === null || !(await withdrawInvitation(db, nid, id)))
        throw notFound('There is no such invitation waiting for an answer.');
      return { message: 'The invitation was withdrawn; its link no longer works.' };
    },
  );

  async function invitationOf(secret: string): Promise<InvitationRow> {
    const invitation = SECRET.test(secret)
      ? await findInvitationByHash(db, sha256(secret))
      : undefined;
    if (!invitation) throw notFound(UNKNOWN);
    return invitation;
  }

  app.get(
    `${INVITATION_API}/:secret`,
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: 'An invitation as its mailed link shows it, before the invitee answers',
        tags: ORGANIZATION_TAGS,
        params: InvitationSecretParams,
        querystring: RestFormatQuery,
        response: { 200: InvitationPreviewSchema },
      }),
    },
    async (request, reply) => {
      const invitation = await invitationOf(request.params.secret);
      const user = await findUserByMail(db, invitation.email);
      void reply.header('Cache-Control', 'no-store');
      return {
        organization: invitation.organizationTitle,
        kind: invitation.kind,
        email: invitation.email,
        inviter: invitation.inviterName,
        first_name: invitation.firstName,
        last_name: invitation.lastName,
        company_position: invitation.companyPosition,
        state: invitation.answeredAt
          ? ('used' as const)
          : invitation.expiresAt <= app.deps.now()
            ? ('expired' as const)
            : ('open' as const),
        account: !user
          ? ('none' as const)
          : isCandidate(user.roles)
            ? ('candidate' as const)
            : ('employer' as const),
      };
    },
  );

  app.post(
    `${INVITATION_API}/:secret`,
    {
      config: { errorFormat: 'rest' },
      schema: routeSchema('rest', {
        summary: 'Accept or decline an invitation (the invitee, with a click)',
        tags: ORGANIZATION_TAGS,
        params: InvitationSecretParams,
        querystring: RestFormatQuery,
        body: InvitationAnswerBody,
        response: { 200: InvitationAnswerSchema },
      }),
    },
    async (request) => {
      const invitation = await invitationOf(request.params.secret);
      const now = app.deps.now();
      const title = invitation.organizationTitle;
      if (request.body.action === 'decline') {
        await answerOrRefuse(db, invitation, now);
        return { message: `You declined the invitation to ${title}.`, nid: null };
      }
      const invitee = await inviteeOf(request, invitation, request.body.password);
      const passHash =
        invitee === null ? await hashPassword(request.body.password as string) : null;
      await db.transaction(async (tx) => {
        // The organization's row: accepting and the owner's changes happen one after another.
        await tx.execute(
          sql`SELECT nid FROM organizations WHERE nid = ${invitation.organizationNid} FOR UPDATE`,
        );
        await answerOrRefuse(tx, invitation, now);
        const user = invitee ?? (await newAccount(tx, invitation.email, passHash as string, now));
        // The mailed link proved the address: an unconfirmed account is confirmed by it.
        if (invitee && isUnverified(invitee.roles)) await emailConfirmed(tx, invitee, now);
        if (invitation.kind === 'admin') {
          if (await findMember(tx, invitation.organizationNid, user.id)) return;
          if ((await countMembers(tx, invitation.organizationNid)) >= MAX_MEMBERS)
            throw new ApiError(422, `An organization can have at most ${MAX_MEMBERS} admins.`);
          await insertMember(
            tx,
            {
              organizationNid: invitation.organizationNid,
              userId: user.id,
              firstName: invitation.firstName,
              lastName: invitation.lastName,
              companyPosition: invitation.companyPosition ?? 0,
            },
            now,
          );
          return;
        }
        // Taking over: the invitee must still be an admin, and the sender still the owner.
        const sender = await findMember(tx, invitation.organizationNid, invitation.invitedBy);
        const member = await findMember(tx, invitation.organizationNid, user.id);
        if (!sender?.owner || !member)
          throw new ApiError(409, 'This offer no longer holds: the organization changed since.');
        if ((await countOwnedOrganizations(tx, user.id)) >= MAX_OWNED_ORGANIZATIONS)
          throw new ApiError(
            422,
            `You already own ${MAX_OWNED_ORGANIZATIONS} organizations. Delete one or transfer its ownership first.`,
          );
        await switchOwner(tx, invitation.organizationNid, invitation.invitedBy, user.id);
      });
      return {
        message:
          invitation.kind === 'admin'
            ? `You now manage ${title} on Matchboard.`
            : `You are now the owner of ${title}.`,
        nid: invitation.organizationNid,
      };
    },
  );

  /**
   * Who accepts: the signed-in invitee; or, signed out, the invitee's account proved by its
   * password (counted like a sign-in, so the page is no way around the sign-in limits); or null
   * for an address without an account, whose new password is then checked.
   */
  async function inviteeOf(
    request: FastifyRequest,
    invitation: InvitationRow,
    password: string | undefined,
  ): Promise<UserRow | null> {
    const user = await findUserByMail(db, invitation.email);
    if (user && isCandidate(user.roles))
      throw new ApiError(422, 'Candidate accounts cannot manage organizations.');
    if (request.auth) {
      if (!user || user.id !== request.auth.userId)
        throw forbidden(
          `This invitation was sent to ${invitation.email}. Sign out, or open it while signed in as that account.`,
        );
      return user;
    }
    if (!user) {
      if (invitation.kind === 'owner') throw notFound(UNKNOWN);
      if (password === undefined || !isPasswordLongEnough(password))
        throw new ApiError(422, PASSWORD_TOO_SHORT);
      return null;
    }
    if (!password) throw new ApiError(422, 'Enter the password of your account to accept.');
    const attempt = await beginSignIn(app.deps, invitation.email, request.ip);
    if (!user.status || !(await verifyPassword(user.passHash, password))) {
      if (!user.status) await verifyAgainstDummy(password);
      await attempt.failed();
      throw new ApiError(422, 'The password is not correct.');
    }
    await attempt.succeeded();
    return user;
  }
}

/** Marks the invitation answered, or says why it can no longer be. */
async function answerOrRefuse(db: Db, invitation: InvitationRow, now: Date): Promise<void> {
  if (await answerInvitation(db, invitation.id, now)) return;
  // Not answerable: expired, or answered (perhaps a moment ago, by a second click).
  if (invitation.expiresAt <= now) throw new ApiError(410, EXPIRED);
  throw new ApiError(409, ANSWERED);
}

/** The invitee's new account: an employer's, confirmed (the mailed link proved the address). */
async function newAccount(db: Db, mail: string, passHash: string, now: Date): Promise<UserRow> {
  try {
    return await createUser(db, { mail, passHash, roles: [ROLE_IDS.employer] }, now);
  } catch (error) {
    if (error instanceof DuplicateEmailError)
      throw new ApiError(409, 'An account for this address was just created. Please sign in.');
    throw error;
  }
}
