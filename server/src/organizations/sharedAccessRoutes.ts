import { OrganizationNidParams, RestMessage } from '@contract/schemas/common';
import type { Db } from '../db/connect';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { MessageResponse, SharedAccessUser } from '@contract/organizations';
import { ORGANIZATION_TAGS } from '@contract/schemas/organizations';
import {
  AddSharedAccessUserBody,
  MemberParams,
  SharedAccessUserList,
} from '@contract/schemas/organizationAccess';
import { INVITATION_DAYS } from '@contract/organizations';
import { findUserById, findUserByMail } from '../accounts/userRepository';
import { isCandidate, isUnverified } from '../auth/roles';
import { newSecret, sha256 } from '../auth/secrets';
import { ApiError, forbidden, notFound } from '../http/errors';
import { consume } from '../http/rateLimit';
import { routeSchema } from '../http/routeSchema';
import { organizationInvitationMail } from '../mail/messages';
import { countOpenAdminInvitations, replaceInvitation } from './invitationRepository';
import { ownerFirst } from './guards';
import { parseOrganizationNid, requireMemberOfParam, requireOwner } from './membership';
import { findOrganizationByNid } from './repository';
import { countMembers, deleteMember, findMember, listMembers } from './sharedAccessRepository';
import { ADDITIONS_PER_DAY, MAX_MEMBERS, parseUid, readNewAdmin } from './sharedAccessRules';
import { REST_SIGNED_IN } from '../http/routeConfig';

const DAY_SECONDS = 24 * 60 * 60;
/** Invitations one account may send a day, and to one address. */
const INVITATIONS_PER_ACCOUNT = 20;
const INVITATIONS_PER_RECIPIENT = 3;
const NOT_A_MEMBER = 'This user does not have access to the organization.';
const CONFIRM_FIRST =
  'Please confirm your email address first: invitations are sent from confirmed accounts only.';

/**
 * Shared access (spec 02 §6, §7): every member sees who manages the organization; only the owner
 * adds admins (inviting those without an account by mail), removes them and hands ownership on.
 * Membership is read from the database on every request, so a removed admin loses access at once.
 */
export default async function sharedAccessRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config, mailer } = app.deps;
  const base = '/api/organization/:nid';

  /**
   * Invitation mails an account may send: a day's worth in all, and a few to one address, so
   * nobody can use the organization's name to flood an inbox. The per-address count is per
   * sender: a stranger's invitations never use up what a real owner may send.
   */
  async function limitInvitations(userId: number, email: string): Promise<void> {
    await consume(
      app.deps,
      `invitations:account:${userId}`,
      { max: INVITATIONS_PER_ACCOUNT, windowSeconds: DAY_SECONDS },
      `You can send at most ${INVITATIONS_PER_ACCOUNT} invitations a day. Please try again tomorrow.`,
    );
    await consume(
      app.deps,
      `invitations:pair:${userId}:${email.trim().toLowerCase()}`,
      { max: INVITATIONS_PER_RECIPIENT, windowSeconds: DAY_SECONDS },
      `You can invite the same address at most ${INVITATIONS_PER_RECIPIENT} times a day.`,
    );
  }

  /** The sender's name as the organization lists it (else the account name). */
  async function inviterName(tx: Db, nid: number, userId: number): Promise<string> {
    const member = (await listMembers(tx, nid)).find((m) => m.uid === userId);
    const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';
    return name || member?.name || 'The owner';
  }

  app.get(
    `${base}/get_shared_access_users`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Who manages an organization, the owner first (members)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        response: { 200: SharedAccessUserList },
      }),
    },
    async (request) => {
      const nid = await requireMemberOfParam(request, db, request.params.nid);
      return (await listMembers(db, nid)).map((member): SharedAccessUser => ({
        uid: member.uid,
        name: member.name,
        email: member.email,
        owner: member.owner,
        first_name: member.firstName,
        last_name: member.lastName,
        field_company_position: member.companyPosition,
      }));
    },
  );

  app.patch(
    `${base}/add_shared_access_user`,
    {
      config: REST_SIGNED_IN,
      preValidation: ownerFirst(db),
      schema: routeSchema('rest', {
        summary: 'Add an admin, inviting by mail someone without an account (the owner)',
        tags: ORGANIZATION_TAGS,
        params: OrganizationNidParams,
        body: AddSharedAccessUserBody,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      const owner = await requireOwner(request, db, nid);
      // A mail in the organization's name goes to any address: only from confirmed accounts.
      if (isUnverified(owner.auth.roles)) throw forbidden(CONFIRM_FIRST);
      const admin = readNewAdmin(request.body);
      const now = app.deps.now();
      // Every call counts, whatever the address, before anything about the address is looked
      // at: the answer is the same for every address that is not a member already.
      await limitInvitations(owner.auth.userId, admin.email);
      await consume(
        app.deps,
        `organization-additions:${nid}`,
        { max: ADDITIONS_PER_DAY, windowSeconds: DAY_SECONDS },
        `An organization can add at most ${ADDITIONS_PER_DAY} people a day. Please try again tomorrow.`,
      );
      const existing = await findUserByMail(db, admin.email);
      const secret = newSecret();
      const title = await db.transaction(async (tx) => {
        await requireOwner(request, tx, nid, { lock: true });
        // Asked for every address (id 0 is nobody's), so an unused address costs what an
        // account's does and the answer's time tells nothing about who has one.
        if (await findMember(tx, nid, existing?.id ?? 0))
          throw new ApiError(422, `${admin.email} already has access to this organization.`);
        const taken =
          (await countMembers(tx, nid)) + (await countOpenAdminInvitations(tx, nid, now));
        if (taken >= MAX_MEMBERS)
          throw new ApiError(422, `An organization can have at most ${MAX_MEMBERS} admins.`);
        await replaceInvitation(
          tx,
          {
            organizationNid: nid,
            kind: 'admin',
            email: admin.email,
            firstName: admin.first_name,
            lastName: admin.last_name,
            companyPosition: admin.field_company_position,
            invitedBy: owner.auth.userId,
            hash: sha256(secret),
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_SECONDS * 1000),
          },
          now,
        );
        // The invitation and its mail commit together. A candidate account cannot manage
        // organizations: it gets no mail, and its invitation simply expires; the owner hears what
        // any other address would. Its mail is queued all the same and withheld there, so the
        // answer takes as long as for any other address (its timing tells nothing either).
        const title = (await findOrganizationByNid(tx, nid))?.title ?? 'an organization';
        const invitation = organizationInvitationMail(admin.email, config.appUrl, secret, {
          organization: title,
          inviter: await inviterName(tx, nid, owner.auth.userId),
          kind: 'admin',
          days: INVITATION_DAYS,
        });
        if (existing && isCandidate(existing.roles)) await mailer.withhold(tx, invitation);
        else await mailer.send(tx, invitation);
        return title;
      });
      return {
        message: `An invitation to manage ${title} was sent to ${admin.email}. They become an admin once they accept it.`,
      };
    },
  );

  app.delete(
    `${base}/remove_shared_access_user/:uid`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Take an admin’s access away (the owner)',
        tags: ORGANIZATION_TAGS,
        params: MemberParams,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      const uid = parseUid(request.params.uid);
      return db.transaction(async (tx) => {
        const owner = await requireOwner(request, tx, nid, { lock: true });
        const member = uid === null ? undefined : await findMember(tx, nid, uid);
        if (!member || uid === null) throw notFound(NOT_A_MEMBER);
        if (uid === owner.auth.userId)
          throw new ApiError(
            422,
            'The owner cannot be removed. Transfer the ownership to another admin first.',
          );
        await deleteMember(tx, nid, uid);
        return { message: 'The user no longer has access to the organization.' };
      });
    },
  );

  app.patch(
    `${base}/shared_access_switch_owner/:uid`,
    {
      config: REST_SIGNED_IN,
      schema: routeSchema('rest', {
        summary: 'Hand the ownership on to another admin (the owner)',
        tags: ORGANIZATION_TAGS,
        params: MemberParams,
        response: { 200: RestMessage },
      }),
    },
    async (request): Promise<MessageResponse> => {
      const nid = parseOrganizationNid(request.params.nid);
      const uid = parseUid(request.params.uid);
      const now = app.deps.now();
      const secret = newSecret();
      const offer = await db.transaction(async (tx) => {
        const owner = await requireOwner(request, tx, nid, { lock: true });
        if (isUnverified(owner.auth.roles)) throw forbidden(CONFIRM_FIRST);
        const member = uid === null ? undefined : await findMember(tx, nid, uid);
        if (!member || uid === null) throw notFound(NOT_A_MEMBER);
        if (member.owner) throw new ApiError(422, 'This user already owns the organization.');
        const user = await findUserById(tx, uid);
        if (!user) throw notFound(NOT_A_MEMBER);
        const row = (await listMembers(tx, nid)).find((m) => m.uid === uid);
        // The ownership moves only when the member accepts: nobody is handed an organization.
        await replaceInvitation(
          tx,
          {
            organizationNid: nid,
            kind: 'owner',
            email: user.mail,
            firstName: row?.firstName ?? '',
            lastName: row?.lastName ?? '',
            companyPosition: row?.companyPosition ?? null,
            invitedBy: owner.auth.userId,
            hash: sha256(secret),
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_SECONDS * 1000),
          },
          now,
        );
        const title = (await findOrganizationByNid(tx, nid))?.title ?? 'an organization';
        await mailer.send(
          tx,
          organizationInvitationMail(user.mail, config.appUrl, secret, {
            organization: title,
            inviter: await inviterName(tx, nid, owner.auth.userId),
            kind: 'owner',
            days: INVITATION_DAYS,
          }),
        );
        return { mail: user.mail, title };
      });
      return {
        message: `${offer.mail} was asked to take over the ownership of ${offer.title}. They become the owner once they accept.`,
      };
    },
  );
}
